//! TRF-2026 reader.

use std::collections::HashMap;

use crate::error::PairingError;
use crate::model::{
    Acceleration, Colour, ForbiddenPairing, Player, PlayerDetails, PointSystem, Points, ResultCode,
    RoundEntry, Tournament,
};

/// A `001` record before the whole file is known.
struct PlayerLine {
    line: usize,
    player: Player,
    declared_points: Option<Points>,
}

/// A `240` record: a bye given before the round is paired.
struct ByeRecord {
    line: usize,
    result: ResultCode,
    round: u32,
    players: Vec<u32>,
}

#[derive(Default)]
struct Header {
    name: Option<String>,
    total_rounds: Option<u32>,
    /// Line of the `142` (or `XXR`) record that set the number of rounds.
    total_rounds_line: Option<usize>,
    javafo_rounds: Option<u32>,
    initial_colour: Option<Colour>,
    javafo_colour: Option<Colour>,
    point_system: Option<PointSystem>,
    pairing_system: Option<String>,
    /// Record 062: the number of players the file says it lists, and its line.
    declared_players: Option<(u32, usize)>,
}

/// Tags of the records the reader interprets; a line holding one of them after leading blanks
/// or invisible characters is a misplaced record, not a comment to keep.
const INTERPRETED_TAGS: [&str; 12] = [
    "001", "012", "062", "142", "152", "162", "192", "240", "250", "260", "XXR", "XXC",
];

/// A tournament read from TRF, with what the file itself states about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfFile {
    /// The tournament.
    pub tournament: Tournament,
    /// The file states the number of rounds (record `142`, or JaVaFo's `XXR`). When it does
    /// not, [`Tournament::total_rounds`] is the number of rounds of the longest `001` line,
    /// right for a finished tournament but not for one still to be paired.
    pub states_total_rounds: bool,
}

/// Reads a TRF-2026 file (see the module documentation for what is interpreted).
pub fn parse(text: &str) -> Result<Tournament, PairingError> {
    read(text).map(|file| file.tournament)
}

/// Reads a TRF-2026 file and reports whether it states the number of rounds.
pub fn read(text: &str) -> Result<TrfFile, PairingError> {
    // A byte-order mark (UTF-8, or UTF-8 read as Latin-1) is not part of the first record.
    let text = text
        .strip_prefix('\u{feff}')
        .or_else(|| text.strip_prefix("\u{ef}\u{bb}\u{bf}"))
        .unwrap_or(text);
    let normalised = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut header = Header::default();
    let mut players: Vec<PlayerLine> = Vec::new();
    let mut byes: Vec<ByeRecord> = Vec::new();
    let mut forbidden: Vec<(usize, ForbiddenPairing)> = Vec::new();
    let mut accelerations = Vec::new();
    let mut other_records = Vec::new();

    for (index, raw) in normalised.split('\n').enumerate() {
        let line_no = index + 1;
        let line = raw.trim_end();
        if line.trim().is_empty() {
            continue;
        }
        let chars: Vec<char> = line.chars().collect();
        let tag: String = chars.iter().take(3).collect();
        let rest = rest_after_tag(&chars);
        let err = |message: String| PairingError::Trf {
            line: line_no,
            message,
        };
        if chars.iter().any(|c| c.is_control() && *c != '\t') {
            return Err(err("control characters: this is not a TRF text file".into()));
        }
        match tag.as_str() {
            "001" => players.push(parse_player(&chars, line_no)?),
            "012" => header.name = Some(rest.trim().to_string()),
            "142" => {
                header.total_rounds = Some(parse_round_count(&rest).map_err(err)?);
                header.total_rounds_line = Some(line_no);
            }
            "XXR" => {
                header.javafo_rounds = Some(parse_round_count(&rest).map_err(err)?);
                header.total_rounds_line = header.total_rounds_line.or(Some(line_no));
            }
            "152" => header.initial_colour = Some(parse_colour_letter(&rest).map_err(err)?),
            "162" => header.point_system = Some(parse_point_system(&rest).map_err(err)?),
            "192" => header.pairing_system = Some(rest.trim().to_string()),
            "062" => {
                let n = parse_bounded(&rest, "number of players", 0, MAX_PAIRING_NUMBER)
                    .map_err(err)?;
                header.declared_players = Some((n, line_no));
                other_records.push(line.to_string());
            }
            "240" => byes.push(parse_bye_record(&chars, line_no)?),
            "250" => accelerations.push(parse_acceleration(&rest).map_err(err)?),
            "260" => forbidden.push((line_no, parse_forbidden(&rest).map_err(err)?)),
            _ => {
                if let Some(tag) = misplaced_tag(line) {
                    return Err(err(format!(
                        "this looks like a {tag} record that does not start in column 1 \
                         (it is preceded by {:?}); records must start at the beginning of the \
                         line",
                        line.get(..line.find(tag).unwrap_or(0)).unwrap_or_default()
                    )));
                }
                if tag == "XXC" {
                    for token in rest.split_whitespace() {
                        match token.to_ascii_lowercase().as_str() {
                            "white1" => header.javafo_colour = Some(Colour::White),
                            "black1" => header.javafo_colour = Some(Colour::Black),
                            _ => {}
                        }
                    }
                }
                other_records.push(line.to_string());
            }
        }
    }

    let point_system = header.point_system.unwrap_or_default();
    let mut line_of: HashMap<u32, usize> = HashMap::with_capacity(players.len());
    for p in &players {
        if let Some(previous) = line_of.insert(p.player.tpn, p.line) {
            return Err(PairingError::Trf {
                line: p.line,
                message: format!(
                    "pairing number {} already used on line {previous}",
                    p.player.tpn
                ),
            });
        }
    }
    players.sort_by_key(|p| p.player.tpn);
    // Pairing numbers run 1..n: a gap is a player missing from the file.
    if let Some((expected, p)) = players
        .iter()
        .enumerate()
        .map(|(i, p)| (u32::try_from(i + 1).unwrap_or(u32::MAX), p))
        .find(|(expected, p)| p.player.tpn != *expected)
    {
        return Err(PairingError::Trf {
            line: p.line,
            message: format!(
                "pairing number {expected} is missing (the next player listed has {}): pairing \
                 numbers must run from 1 without gaps",
                p.player.tpn
            ),
        });
    }
    if let Some((n, line)) = header.declared_players
        && n as usize != players.len()
    {
        return Err(PairingError::Trf {
            line,
            message: format!(
                "the file says {n} players (record 062) but lists {} (records 001)",
                players.len()
            ),
        });
    }
    for (line, rule) in &forbidden {
        if let Some(&tpn) = rule.players.iter().find(|tpn| !line_of.contains_key(tpn)) {
            return Err(PairingError::Trf {
                line: *line,
                message: format!(
                    "prohibited pairing names pairing number {tpn}, which no player has"
                ),
            });
        }
    }

    let mut tournament = Tournament {
        name: header.name.unwrap_or_default(),
        total_rounds: 0,
        initial_colour: Colour::White,
        point_system,
        pairing_system: header.pairing_system,
        players: Vec::with_capacity(players.len()),
        forbidden_pairings: forbidden.into_iter().map(|(_, rule)| rule).collect(),
        accelerations,
        other_records,
    };
    let mut declared = Vec::with_capacity(players.len());
    for p in players {
        declared.push((p.player.tpn, p.line, p.declared_points));
        tournament.players.push(p.player);
    }

    for bye in &byes {
        for &tpn in &bye.players {
            let Some(player) = tournament.player_mut(tpn) else {
                return Err(PairingError::Trf {
                    line: bye.line,
                    message: format!("bye for pairing number {tpn}, which no player has"),
                });
            };
            let existing = player.entry(bye.round);
            if existing.result == ResultCode::NotPaired {
                player.set_entry(bye.round, RoundEntry::bye(bye.result));
            } else if existing.result != bye.result || existing.opponent.is_some() {
                return Err(PairingError::Trf {
                    line: bye.line,
                    message: format!(
                        "bye '{}' for player {tpn} in round {} contradicts the player's entry '{}'",
                        bye.result.trf_code(),
                        bye.round,
                        existing.result.trf_code()
                    ),
                });
            }
        }
    }

    let longest = tournament
        .players
        .iter()
        .map(|p| p.rounds.len() as u32)
        .max()
        .unwrap_or(0);
    let stated_rounds = header.total_rounds.or(header.javafo_rounds);
    tournament.total_rounds = stated_rounds.unwrap_or(longest);
    tournament.initial_colour = header
        .initial_colour
        .or(header.javafo_colour)
        .or_else(|| inferred_initial_colour(&tournament))
        .unwrap_or(Colour::White);

    if let Err(error) = tournament.validate() {
        // Cite the line to blame; problems of the file as a whole cite none.
        let line = match &error {
            PairingError::InconsistentRound { tpn, .. }
            | PairingError::UnknownOpponent { tpn, .. }
            | PairingError::InvalidPlayer { tpn, .. } => line_of.get(tpn).copied().unwrap_or(0),
            PairingError::InvalidTournament(_) => header.total_rounds_line.unwrap_or(0),
            _ => 0,
        };
        let message = match error {
            PairingError::InvalidTournament(message) => message,
            other => other.to_string(),
        };
        return Err(PairingError::Trf { line, message });
    }

    let rounds_played = tournament.rounds_played();
    for (tpn, line, points) in declared {
        let (Some(points), Some(player)) = (points, tournament.player(tpn)) else {
            continue;
        };
        let all = player.total_points(&tournament.point_system);
        let paired = player.points_after(rounds_played, &tournament.point_system);
        if points != all && points != paired {
            return Err(PairingError::Trf {
                line,
                message: format!(
                    "player {tpn}: the points column says {points} but the results give {paired} \
                     (win {}, draw {}; a 162 record sets other values)",
                    tournament.point_system.win, tournament.point_system.draw
                ),
            });
        }
    }
    Ok(TrfFile {
        tournament,
        states_total_rounds: stated_rounds.is_some(),
    })
}

/// The interpreted tag a line holds after leading blanks or invisible characters (a
/// byte-order mark in the middle of a file, a non-breaking space…), if any.
fn misplaced_tag(line: &str) -> Option<&'static str> {
    let trimmed = line.trim_start_matches(|c: char| {
        c.is_whitespace()
            || matches!(
                c,
                '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}'
            )
    });
    if trimmed.len() == line.len() {
        return None;
    }
    INTERPRETED_TAGS.into_iter().find(|tag| {
        trimmed
            .strip_prefix(tag)
            .is_some_and(|after| after.is_empty() || after.starts_with(' '))
    })
}

/// Reads a whole number of at most `max`; says "too large" (with the range) for a longer
/// number rather than calling it malformed.
fn parse_bounded(text: &str, what: &str, min: u32, max: u32) -> Result<u32, String> {
    let text = text.trim();
    if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) {
        return Err(format!("{what} must be a whole number, found {text:?}"));
    }
    match text.parse::<u32>() {
        Ok(value) if (min..=max).contains(&value) => Ok(value),
        Ok(value) if value < min => Err(format!("{what} must be {min} to {max}, found {value}")),
        _ => Err(format!(
            "{what} {text} is too large: it must be {min} to {max}"
        )),
    }
}

/// Reads a point value (`162`, `250`): one decimal at most, within ±[`Points::MAX_VALUE`].
fn parse_point_value(text: &str, what: &str) -> Result<Points, String> {
    let text = text.trim();
    let range = format!(
        "it must lie between -{max} and {max}",
        max = Points::MAX_VALUE
    );
    if let Some(points) = Points::parse(text) {
        return if points.within_limit() {
            Ok(points)
        } else {
            Err(format!("{what} {text} is too large: {range}"))
        };
    }
    let digits = text.trim_start_matches(['-', '+']);
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let numeric = !digits.is_empty()
        && digits != "."
        && whole.chars().all(|c| c.is_ascii_digit())
        && fraction.chars().all(|c| c.is_ascii_digit());
    if numeric && fraction.chars().skip(1).all(|c| c == '0') {
        Err(format!("{what} {text} is too large: {range}"))
    } else if numeric {
        Err(format!(
            "{what} must be like 1.0 (tenths of a point at most), found {text:?}"
        ))
    } else {
        Err(format!("{what} must be like 1.0, found {text:?}"))
    }
}

/// The colour of the highest-ranked participant paired in round 1 (what `152` defaults to).
fn inferred_initial_colour(tournament: &Tournament) -> Option<Colour> {
    tournament
        .players
        .iter()
        .filter(|p| p.entry(1).result.has_opponent())
        .min_by_key(|p| p.tpn)
        .and_then(|p| p.entry(1).colour)
}

/// The text after the three-character tag and its separating blank.
fn rest_after_tag(chars: &[char]) -> String {
    chars.iter().skip(3).collect()
}

/// Characters of 1-based inclusive columns `from..=to`, trimmed (empty when the line is shorter).
fn field(chars: &[char], from: usize, to: usize) -> String {
    let start = from.saturating_sub(1).min(chars.len());
    let end = to.min(chars.len());
    chars
        .get(start..end)
        .map(|slice| slice.iter().collect::<String>().trim().to_string())
        .unwrap_or_default()
}

/// Record 142: the number of rounds, 1 to [`Tournament::MAX_ROUNDS`].
fn parse_round_count(text: &str) -> Result<u32, String> {
    parse_bounded(text, "number of rounds", 1, Tournament::MAX_ROUNDS)
}

fn parse_colour_letter(text: &str) -> Result<Colour, String> {
    match text.trim().chars().next().map(|c| c.to_ascii_uppercase()) {
        Some('W') => Ok(Colour::White),
        Some('B') => Ok(Colour::Black),
        _ => Err(format!(
            "initial colour must be W or B, found {:?}",
            text.trim()
        )),
    }
}

/// Record 162: result codes each followed by its points, e.g. `W 3.0    D 1.0` (fixed columns
/// in the standard, read here as letter-then-number so that loose spacing works too). Codes it
/// does not mention keep the FIDE defaults (`P` defaults to the value of `W`).
fn parse_point_system(text: &str) -> Result<PointSystem, String> {
    // Codes and values, spaced (`W 1.0 D 0.5`) or not (`W1.0 D0.5`): a token is a code when it
    // is one letter, or a letter followed by a number; anything else is the value of the code
    // before it, and is reported as found when it is not a number.
    let mut items: Vec<(char, String)> = Vec::new();
    for token in text.split_whitespace() {
        let mut chars = token.chars();
        let first = chars.next().unwrap_or(' ');
        let tail = chars.as_str();
        let is_code = first.is_ascii_alphabetic()
            && (tail.is_empty()
                || tail.starts_with(|c: char| c.is_ascii_digit() || "+-.".contains(c)));
        match items.last_mut() {
            _ if is_code => items.push((first.to_ascii_uppercase(), tail.to_string())),
            Some((_, value)) if value.is_empty() => *value = token.to_string(),
            Some((symbol, value)) => {
                return Err(format!(
                    "points for {symbol} are {value}; then {token:?} is neither a result code \
                     nor a value"
                ));
            }
            None => {
                return Err(format!(
                    "point system must start with a result code, found {token:?}"
                ));
            }
        }
    }
    if items.is_empty() {
        return Err("point system record names no result code".into());
    }
    let mut values: HashMap<char, Points> = HashMap::new();
    for (symbol, value) in items {
        if !matches!(symbol, 'W' | 'D' | 'L' | 'A' | 'P' | 'X') {
            return Err(format!(
                "unknown point-system code {symbol:?} (expected W, D, L, A, P or X)"
            ));
        }
        if value.is_empty() {
            return Err(format!(
                "points for {symbol} are missing (write, e.g., {symbol} 1.0)"
            ));
        }
        let points = parse_point_value(&value, &format!("points for {symbol}"))?;
        values.insert(symbol, points);
    }
    let get = |symbol: char, default: Points| values.get(&symbol).copied().unwrap_or(default);
    let win = get('W', Points::ONE);
    let draw = get('D', Points::HALF);
    let absent = get('A', Points::ZERO);
    Ok(PointSystem {
        win,
        draw,
        loss: get('L', Points::ZERO),
        forfeit_win: win,
        forfeit_loss: absent,
        pairing_allocated_bye: get('P', win),
        full_point_bye: win,
        half_point_bye: draw,
        zero_point_bye: absent,
    })
}

fn parse_player(chars: &[char], line: usize) -> Result<PlayerLine, PairingError> {
    let err = |message: String| PairingError::Trf { line, message };
    let tpn_text = field(chars, 5, 8);
    let tpn: u32 = tpn_text.parse().map_err(|_| {
        err(format!(
            "pairing number (columns 5-8) must be a number, found {tpn_text:?}"
        ))
    })?;
    if tpn == 0 {
        return Err(err("pairing number 0 is not allowed".into()));
    }
    let rating_text = field(chars, 49, 52);
    let rating = if rating_text.is_empty() {
        None
    } else {
        let value: u16 = rating_text.parse().map_err(|_| {
            err(format!(
                "rating (columns 49-52) must be a number, found {rating_text:?}"
            ))
        })?;
        (value > 0).then_some(value)
    };
    let points_text = field(chars, 81, 84);
    let declared_points = if points_text.is_empty() {
        None
    } else {
        Some(Points::parse(&points_text).ok_or_else(|| {
            err(format!(
                "points (columns 81-84) must be like 2.5, found {points_text:?}"
            ))
        })?)
    };
    let rank_text = field(chars, 86, 89);
    let rank = if rank_text.is_empty() {
        None
    } else {
        Some(rank_text.parse().map_err(|_| {
            err(format!(
                "rank (columns 86-89) must be a number, found {rank_text:?}"
            ))
        })?)
    };
    let mut rounds = Vec::new();
    let mut round: u32 = 1;
    let mut start = 91;
    while start < chars.len() {
        if round > Tournament::MAX_ROUNDS {
            return Err(err(format!(
                "more than {} rounds: a tournament has at most {} rounds",
                Tournament::MAX_ROUNDS,
                Tournament::MAX_ROUNDS
            )));
        }
        let slot: Vec<char> = (start..start + 8)
            .map(|i| chars.get(i).copied().unwrap_or(' '))
            .collect();
        rounds.push(parse_slot(&slot).map_err(|m| err(format!("round {round}: {m}")))?);
        round += 1;
        start += 10;
    }
    while rounds.last() == Some(&RoundEntry::NOT_PAIRED) {
        rounds.pop();
    }
    Ok(PlayerLine {
        line,
        player: Player {
            tpn,
            name: field(chars, 15, 47),
            rating,
            details: PlayerDetails {
                sex: field(chars, 10, 10),
                title: field(chars, 11, 13),
                federation: field(chars, 54, 56),
                fide_id: field(chars, 58, 68),
                birth_date: field(chars, 70, 79),
                rank,
            },
            rounds,
        },
        declared_points,
    })
}

/// One 8-character round slot: opponent (4), blank, colour, blank, result.
fn parse_slot(slot: &[char]) -> Result<RoundEntry, String> {
    let opponent_text: String = slot.iter().take(4).collect::<String>().trim().to_string();
    let opponent: u32 = if opponent_text.is_empty() {
        0
    } else {
        opponent_text
            .parse()
            .map_err(|_| format!("opponent must be a pairing number, found {opponent_text:?}"))?
    };
    let colour_char = slot.get(5).copied().unwrap_or(' ');
    let colour = match colour_char.to_ascii_lowercase() {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        '-' | ' ' => None,
        other => return Err(format!("colour must be w, b or -, found {other:?}")),
    };
    let result_char = slot.get(7).copied().unwrap_or(' ');
    let result = ResultCode::from_trf_code(result_char)
        .ok_or_else(|| format!("unknown result code {result_char:?}"))?;
    let opponent = (opponent != 0).then_some(opponent);
    if result.has_opponent() && opponent.is_none() {
        return Err(format!("result '{result_char}' needs an opponent"));
    }
    if !result.has_opponent() && opponent.is_some() {
        return Err(format!(
            "result {result_char:?} is a bye or absence but an opponent is given"
        ));
    }
    if result.is_played() && colour.is_none() {
        return Err(format!(
            "played game '{result_char}' needs a colour (w or b)"
        ));
    }
    Ok(RoundEntry {
        opponent,
        colour: if result.has_opponent() { colour } else { None },
        result,
    })
}

/// Record 240: `240 T RRR  PPPP  PPPP …` (type F, H or Z; round; players).
fn parse_bye_record(chars: &[char], line: usize) -> Result<ByeRecord, PairingError> {
    let err = |message: String| PairingError::Trf { line, message };
    let kind = chars.get(4).copied().unwrap_or(' ').to_ascii_uppercase();
    let result = match kind {
        'F' => ResultCode::FullPointBye,
        'H' => ResultCode::HalfPointBye,
        'Z' | ' ' => ResultCode::ZeroPointBye,
        other => return Err(err(format!("bye type must be F, H or Z, found {other:?}"))),
    };
    let rest: String = chars.iter().skip(5).collect();
    let mut tokens = rest.split_whitespace();
    let round_text = tokens
        .next()
        .ok_or_else(|| err("bye record without a round number".into()))?;
    let round =
        parse_bounded(round_text, "round number", 1, Tournament::MAX_ROUNDS).map_err(err)?;
    let players = tokens
        .map(|token| parse_bounded(token, "pairing number", 0, MAX_PAIRING_NUMBER).map_err(err))
        .collect::<Result<Vec<u32>, _>>()?;
    Ok(ByeRecord {
        line,
        result,
        round,
        players: players.into_iter().filter(|&tpn| tpn != 0).collect(),
    })
}

/// The largest pairing number a `001` record can hold (four digits).
const MAX_PAIRING_NUMBER: u32 = 9999;

/// Reads `[first round, last round, players…]`: rounds 1 to [`Tournament::MAX_ROUNDS`] (a last
/// round of 0 means "the first round only"), pairing numbers of four digits at most.
fn rounds_and_players(text: &str) -> Result<Vec<u32>, String> {
    text.split_whitespace()
        .enumerate()
        .map(|(position, token)| match position {
            0 => parse_bounded(token, "first round", 1, Tournament::MAX_ROUNDS),
            1 => parse_bounded(token, "last round", 0, Tournament::MAX_ROUNDS),
            _ => parse_bounded(token, "pairing number", 0, MAX_PAIRING_NUMBER),
        })
        .collect()
}

/// Record 250: fictitious match points (blank for individuals), fictitious points, first and
/// last round, first and last player.
fn parse_acceleration(text: &str) -> Result<Acceleration, String> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let (points_text, ranges) = match tokens.len() {
        6 => (tokens.get(1), tokens.get(2..)),
        5 => (tokens.first(), tokens.get(1..)),
        _ => {
            return Err(format!(
                "acceleration record needs points, two rounds and two players, found {:?}",
                text.trim()
            ));
        }
    };
    let points_text = points_text.copied().unwrap_or_default();
    let points = parse_point_value(points_text, "fictitious points")?;
    let ranges = rounds_and_players(&ranges.unwrap_or_default().join(" "))?;
    match ranges.as_slice() {
        [first_round, last_round, first_player, last_player] => Ok(Acceleration {
            points,
            first_round: *first_round,
            last_round: (*last_round).max(*first_round),
            first_player: *first_player,
            last_player: (*last_player).max(*first_player),
        }),
        _ => Err("acceleration record needs two rounds and two players".into()),
    }
}

/// Record 260: first round, last round, then the players who must not meet each other.
fn parse_forbidden(text: &str) -> Result<ForbiddenPairing, String> {
    let values = rounds_and_players(text)?;
    match values.as_slice() {
        [first_round, last_round, players @ ..] if players.len() >= 2 => Ok(ForbiddenPairing {
            first_round: *first_round,
            last_round: if *last_round == 0 {
                *first_round
            } else {
                *last_round
            },
            players: players.to_vec(),
        }),
        _ => Err(format!(
            "prohibited-pairing record needs two rounds and at least two players, found {:?}",
            text.trim()
        )),
    }
}
