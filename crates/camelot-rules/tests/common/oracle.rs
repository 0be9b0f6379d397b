//! A deliberately naive second implementation of the contract's move rules, used as a test
//! oracle: it enumerates every valid *path* (not just every move) by brute force over a plain
//! array board, straight from the contract's wording, and groups paths by resulting position.
//! It shares no code with the engine beyond square names and position strings.

use std::collections::{BTreeMap, BTreeSet};

use camelot_rules::{Piece, PieceKind, Position, Side, Square};

/// A plain array board indexed by (file, rank); `None` is an empty square.
#[derive(Clone)]
struct Board([[Option<Piece>; 17]; 12]);

impl Board {
    fn new() -> Board {
        Board([[None; 17]; 12])
    }
    fn get(&self, at: &(i8, i8)) -> Option<&Piece> {
        self.0.get(at.0 as usize)?.get(at.1 as usize)?.as_ref()
    }
    fn contains_key(&self, at: &(i8, i8)) -> bool {
        self.get(at).is_some()
    }
    fn insert(&mut self, at: (i8, i8), piece: Piece) {
        self.0[at.0 as usize][at.1 as usize] = Some(piece);
    }
    fn remove(&mut self, at: &(i8, i8)) -> Option<Piece> {
        self.0[at.0 as usize][at.1 as usize].take()
    }
    fn iter(&self) -> impl Iterator<Item = ((i8, i8), Piece)> + '_ {
        self.0.iter().enumerate().flat_map(|(f, col)| {
            col.iter()
                .enumerate()
                .filter_map(move |(r, p)| p.map(|p| ((f as i8, r as i8), p)))
        })
    }
}

fn exists(f: i8, r: i8) -> bool {
    f >= 0 && r >= 1 && Square::from_file_rank(f as u8, r as u8).is_some()
}

fn name(f: i8, r: i8) -> String {
    format!("{}{}", (b'A' + f as u8) as char, r)
}

fn own_castle(side: Side) -> [(i8, i8); 2] {
    match side {
        Side::White => [(5, 1), (6, 1)],
        Side::Black => [(5, 16), (6, 16)],
    }
}

const DIRS: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// Is a jump available from `at` for `side`, on `board` (the mover already lifted)?
fn can_jump(board: &Board, side: Side, at: (i8, i8)) -> bool {
    DIRS.iter().any(|&(df, dr)| {
        let over = (at.0 + df, at.1 + dr);
        let to = (at.0 + 2 * df, at.1 + 2 * dr);
        exists(over.0, over.1)
            && exists(to.0, to.1)
            && board.get(&over).is_some_and(|p| p.side != side)
            && !board.contains_key(&to)
    })
}

/// One valid path and what it does.
#[derive(Clone, Debug)]
pub struct OraclePath {
    pub text: String,
    pub steps: usize,
    pub result: String,
    pub captures: usize,
}

struct Search<'a> {
    pos: &'a Position,
    side: Side,
    kind: PieceKind,
    origin: (i8, i8),
    out: &'a mut Vec<OraclePath>,
}

#[derive(Clone)]
struct State {
    board: Board, // mover lifted, captured pieces removed
    at: (i8, i8),
    text: String,
    steps: usize,
    canter_visited: BTreeSet<(i8, i8)>,
    canter_landings: Vec<(i8, i8)>,
    jumped: bool,
    captured: usize,
}

impl Search<'_> {
    fn finish(&mut self, s: &State, castle_move: bool) {
        let mut board = s.board.clone();
        board.insert(
            s.at,
            Piece {
                side: self.side,
                kind: self.kind,
            },
        );
        let mut p = Position::empty(camelot_rules::Variant::Camelot, self.side.opponent());
        for ((f, r), piece) in board.iter() {
            p = p.with_piece(
                Square::from_file_rank(f as u8, r as u8).unwrap(),
                Some(piece),
            );
        }
        let opp = own_castle(self.side.opponent());
        let entry = opp.contains(&s.at) && !opp.contains(&self.origin);
        let mut used = [
            self.pos.castle_moves_used(Side::White),
            self.pos.castle_moves_used(Side::Black),
        ];
        if castle_move {
            used[self.side as usize] += 1;
        }
        let quiet = if s.captured > 0 || entry {
            0
        } else {
            self.pos.quiet_plies() + 1
        };
        let number = self.pos.move_number() + u32::from(self.side == Side::Black);
        p = p
            .with_castle_moves_used(Side::White, used[0])
            .with_castle_moves_used(Side::Black, used[1])
            .with_counters(quiet, number);
        self.out.push(OraclePath {
            text: s.text.clone(),
            steps: s.steps,
            result: p.to_string(),
            captures: s.captured,
        });
    }

    /// Continue a path in state `s` (already at least one step, or the start).
    fn extend(&mut self, s: &State) {
        let opp = own_castle(self.side.opponent());
        let own = own_castle(self.side);
        let mut jump_available = false;
        for &(df, dr) in &DIRS {
            let over = (s.at.0 + df, s.at.1 + dr);
            let to = (s.at.0 + 2 * df, s.at.1 + 2 * dr);
            if !exists(over.0, over.1) || !exists(to.0, to.1) || s.board.contains_key(&to) {
                continue;
            }
            let Some(&piece) = s.board.get(&over) else {
                continue;
            };
            if piece.side != self.side {
                jump_available = true;
                // A jump: never after... (jumps may follow canters only for Knights).
                if !s.canter_landings.is_empty() && self.kind == PieceKind::Man {
                    continue;
                }
                let mut next = s.clone();
                next.board.remove(&over);
                next.at = to;
                next.text.push('x');
                next.text.push_str(&name(to.0, to.1));
                next.steps += 1;
                next.jumped = true;
                next.captured += 1;
                if opp.contains(&to) {
                    self.finish(&next, false);
                } else {
                    self.extend(&next);
                }
            } else {
                // A canter: not after a jump, no revisit, not into the own castle.
                if s.jumped || s.canter_visited.contains(&to) || own.contains(&to) {
                    continue;
                }
                let mut next = s.clone();
                next.at = to;
                next.text.push('-');
                next.text.push_str(&name(to.0, to.1));
                next.steps += 1;
                next.canter_visited.insert(to);
                next.canter_landings.push(to);
                if opp.contains(&to) {
                    self.finish_canter(&next);
                } else {
                    self.finish_canter(&next);
                    self.extend(&next);
                }
            }
        }
        // A jump sequence ends only when no jump is left.
        if s.jumped && !jump_available {
            self.finish(s, false);
        }
    }

    /// A canter-only move may stop here (Knight canter rule checked).
    fn finish_canter(&mut self, s: &State) {
        let opp = own_castle(self.side.opponent());
        if self.kind == PieceKind::Knight
            && s.canter_landings
                .iter()
                .any(|&l| !opp.contains(&l) && can_jump(&s.board, self.side, l))
        {
            return;
        }
        self.finish(s, false);
    }
}

fn material_over(pos: &Position) -> bool {
    let count = |side: Side| pos.piece_count(side);
    for side in [Side::White, Side::Black] {
        let castle = own_castle(side.opponent());
        let inside = castle
            .iter()
            .filter(|&&(f, r)| {
                pos.piece_at(Square::from_file_rank(f as u8, r as u8).unwrap())
                    .is_some_and(|p| p.side == side)
            })
            .count();
        if inside >= 2 {
            return true;
        }
    }
    let (w, b) = (count(Side::White), count(Side::Black));
    (w <= 1 && b <= 1) || (w == 0 && b >= 2) || (b == 0 && w >= 2)
}

/// Every valid path of the position, per the contract (empty when the game is over).
pub fn all_paths(pos: &Position) -> Vec<OraclePath> {
    if material_over(pos) {
        return Vec::new();
    }
    let side = pos.side_to_move();
    let mut board = Board::new();
    for sq in Square::all() {
        if let Some(p) = pos.piece_at(sq) {
            board.insert((sq.file() as i8, sq.rank() as i8), p);
        }
    }
    let own = own_castle(side);
    let opp = own_castle(side.opponent());
    let mine: Vec<(i8, i8)> = board
        .iter()
        .filter(|(_, p)| p.side == side)
        .map(|(k, _)| k)
        .collect();
    let in_own: Vec<(i8, i8)> = mine.iter().copied().filter(|k| own.contains(k)).collect();
    let movers: Vec<(i8, i8)> = if in_own.is_empty() {
        mine.iter().copied().filter(|k| !opp.contains(k)).collect()
    } else {
        in_own.clone()
    };
    let mut paths = Vec::new();
    for &origin in &movers {
        let piece = *board.get(&origin).unwrap();
        let mut lifted = board.clone();
        lifted.remove(&origin);
        let mut out = Vec::new();
        let mut search = Search {
            pos,
            side,
            kind: piece.kind,
            origin,
            out: &mut out,
        };
        let start = State {
            board: lifted.clone(),
            at: origin,
            text: name(origin.0, origin.1),
            steps: 0,
            canter_visited: BTreeSet::from([origin]),
            canter_landings: Vec::new(),
            jumped: false,
            captured: 0,
        };
        // Plain steps.
        for &(df, dr) in &DIRS {
            let to = (origin.0 + df, origin.1 + dr);
            if exists(to.0, to.1) && !lifted.contains_key(&to) && !own.contains(&to) {
                let mut s = start.clone();
                s.at = to;
                s.text.push('-');
                s.text.push_str(&name(to.0, to.1));
                s.steps = 1;
                search.finish(&s, false);
            }
        }
        search.extend(&start);
        // Capture duty of this turn.
        let duty = if in_own.is_empty() {
            movers.iter().any(|&m| {
                let mut b = board.clone();
                b.remove(&m);
                can_jump(&b, side, m)
            })
        } else {
            can_jump(&lifted, side, origin)
        };
        paths.extend(out.into_iter().filter(|p| !duty || p.captures > 0));
    }
    // Castle Moves.
    let duty = in_own.is_empty()
        && movers.iter().any(|&m| {
            let mut b = board.clone();
            b.remove(&m);
            can_jump(&b, side, m)
        });
    if in_own.is_empty() && !duty && pos.castle_moves_used(side) < 2 {
        for &from in mine.iter().filter(|k| opp.contains(k)) {
            let to = if from == opp[0] { opp[1] } else { opp[0] };
            if !board.contains_key(&to) {
                let mut lifted = board.clone();
                let piece = lifted.remove(&from).unwrap();
                let mut out = Vec::new();
                let mut search = Search {
                    pos,
                    side,
                    kind: piece.kind,
                    origin: from,
                    out: &mut out,
                };
                let s = State {
                    board: lifted,
                    at: to,
                    text: format!("{}-{}", name(from.0, from.1), name(to.0, to.1)),
                    steps: 1,
                    canter_visited: BTreeSet::new(),
                    canter_landings: Vec::new(),
                    jumped: false,
                    captured: 0,
                };
                search.finish(&s, true);
                paths.extend(out);
            }
        }
    }
    paths
}

/// `(canonical path, resulting position)`.
pub type PathAndResult = (String, String);
/// `(valid path, canonical path of its move)`.
pub type PathAndCanonical = (String, String);

/// The oracle's move listing: per moving piece and resulting position, the canonical path
/// (fewest steps, then smallest string), sorted by path; plus every valid path with its
/// canonical path.
///
/// A move is made by one piece: two different pieces whose moves happen to leave the same
/// board (each returning to its own square after a capture of the same piece) make two moves,
/// as in the shared vectors.
pub fn listing(pos: &Position) -> (Vec<PathAndResult>, Vec<PathAndCanonical>) {
    let paths = all_paths(pos);
    let key = |p: &OraclePath| {
        let origin_len = p.text.find(['-', 'x']).unwrap_or(p.text.len());
        (p.text[..origin_len].to_owned(), p.result.clone())
    };
    let mut best: BTreeMap<(String, String), (usize, String)> = BTreeMap::new();
    for p in &paths {
        let entry = best.entry(key(p)).or_insert((p.steps, p.text.clone()));
        if (p.steps, &p.text) < (entry.0, &entry.1) {
            *entry = (p.steps, p.text.clone());
        }
    }
    let mut moves: Vec<(String, String)> = best
        .iter()
        .map(|((_, result), (_, text))| (text.clone(), result.clone()))
        .collect();
    moves.sort();
    let aliases = paths
        .iter()
        .map(|p| (p.text.clone(), best[&key(p)].1.clone()))
        .collect();
    (moves, aliases)
}
