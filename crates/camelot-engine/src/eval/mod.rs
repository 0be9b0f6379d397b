//! Evaluation: a linear sum of features of the position, with weights per goal (see `weights.rs`),
//! each goal's tuned on its own games (the crate README's "Tuning").
//!
//! The features, each counted for White minus Black unless said otherwise:
//!
//! * material: Men and Knights (a Man far from the action is worth exactly 100, the unit of
//!   every score; in the anti variants −100);
//! * advancement: Men and Knights by their distance, in king steps over the board, to the
//!   castle they attack (0 = standing in it), ten buckets each;
//! * castle defence: pieces next to their own castle (at most three count), and attackers
//!   within two steps of a castle nobody guards;
//! * piece safety, from the side to move's view: its pieces the opponent could jump now, and
//!   the opponent's pieces it could jump;
//! * mobility: empty squares next to a side's pieces, pieces with a friend beside them, and
//!   canter steps available;
//! * the move: a bonus for the side to move;
//! * progress in an ending: the side a Man or more ahead, once few pieces are left, by how
//!   near its two pieces nearest the castle it attacks stand to it. The advancement buckets,
//!   fitted on middlegames, hardly change from one far square to the next, and a guard at home
//!   outweighs them, so without this term the stronger side shuffles at home until the
//!   fifty-move rule draws a won ending. It counts as well the pieces already gone from the
//!   board: a defender who keeps its pieces by its castle holds off the march, and trading
//!   them off one for one is how the side ahead breaks in.
//! * River: pieces across the river, on its bridges or the enemy's bank. Every square of a
//!   side's own bank is eight steps or more from the castle it attacks (the way leads over a
//!   bridge), where the advancement buckets are all but flat, so without this term nothing drew
//!   a piece over: full strength drew every game against level 2, both sides at home.
//!
//! One function walks the position and hands every feature to an accumulator: the engine's
//! accumulator multiplies by the weights in integers, the tuner's collects the feature vector,
//! so what is tuned is exactly what is played.

mod cache;
mod weights;

use std::sync::OnceLock;

use camelot_rules::{Bitboard, BoardShape, Goal, Position, Side, Square};

use crate::score::Value;

pub use cache::EvalCache;
pub use weights::WEIGHTS;

/// Number of advancement buckets (distances 0..=8 and "9 or more").
pub const ADVANCE: usize = 10;

/// The progress term counts once no more than this many pieces are left on the board.
pub const PROGRESS_PIECES: i32 = 12;

/// The lead in material from which a side counts its progress: a Man, a Knight counting 1.6
/// (the castle goals' weights). Fixed rather than read from the weights, so that the feature is
/// the same whatever is being fitted. The castle goals give the term a weight (measured in
/// Camelot's, Cam's and Chivalry's endings); the anti goals do not.
const PROGRESS_LEAD: i32 = 100;
const PROGRESS_KNIGHT: i32 = 160;
/// What each piece gone from the board below [`PROGRESS_PIECES`] adds to the progress of the
/// side ahead, in steps: trading pieces widens a lead's share of what is left.
const PROGRESS_TRADE: i32 = 6;

/// Indices of the features in a weight vector.
pub mod feature {
    use super::ADVANCE;
    /// Men (weight fixed: ±100).
    pub const MAN: usize = 0;
    /// Knights.
    pub const KNIGHT: usize = 1;
    /// Men by distance to the attacked castle (first of [`ADVANCE`]).
    pub const MAN_ADVANCE: usize = 2;
    /// Knights by distance to the attacked castle (first of [`ADVANCE`]).
    pub const KNIGHT_ADVANCE: usize = MAN_ADVANCE + ADVANCE;
    /// Pieces next to their own castle (at most 3).
    pub const GUARDS: usize = KNIGHT_ADVANCE + ADVANCE;
    /// Attackers within two steps of a castle with no guard.
    pub const UNGUARDED: usize = GUARDS + 1;
    /// Side-to-move relative: its pieces the opponent could jump.
    pub const HANGING_MINE: usize = UNGUARDED + 1;
    /// Side-to-move relative: the opponent's pieces it could jump.
    pub const HANGING_THEIRS: usize = HANGING_MINE + 1;
    /// Empty squares next to a side's pieces.
    pub const FRONTIER: usize = HANGING_THEIRS + 1;
    /// Pieces with a friendly neighbour.
    pub const SUPPORT: usize = FRONTIER + 1;
    /// Canter steps available.
    pub const CANTERS: usize = SUPPORT + 1;
    /// Side-to-move relative: 1.
    pub const TEMPO: usize = CANTERS + 1;
    /// In an ending, the side a Man or more ahead: steps its two pieces nearest the attacked
    /// castle have come towards it (see [`super::PROGRESS_PIECES`]).
    pub const PROGRESS: usize = TEMPO + 1;
    /// River: pieces across the river (on its bridges or the enemy's bank).
    pub const CROSSED: usize = PROGRESS + 1;
    /// Number of features.
    pub const COUNT: usize = CROSSED + 1;
}

/// The weights of one goal.
pub type Weights = [i32; feature::COUNT];

/// The weights for every goal: two-square castle (Camelot, Chivalry, River), one-square castle
/// (Cam, Camette), anti.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightSet {
    /// Camelot, Chivalry, River.
    pub two_square: Weights,
    /// Cam, Camette.
    pub one_square: Weights,
    /// Every anti variant.
    pub anti: Weights,
}

impl WeightSet {
    /// The weights of a goal.
    pub fn of(&self, goal: Goal) -> &Weights {
        match goal {
            Goal::TwoSquareCastle => &self.two_square,
            Goal::OneSquareCastle => &self.one_square,
            Goal::Anti => &self.anti,
        }
    }

    /// The weights of a goal, to change.
    pub fn of_mut(&mut self, goal: Goal) -> &mut Weights {
        match goal {
            Goal::TwoSquareCastle => &mut self.two_square,
            Goal::OneSquareCastle => &mut self.one_square,
            Goal::Anti => &mut self.anti,
        }
    }
}

/// A set of places on a 16×16 grid (bit `16 × (rank − 1) + file`): every board of the family
/// fits with at least two empty files to its right, so a step or a leap in any direction is a
/// shift, and whatever a shift carries off the board lands on a place the board lacks. It is
/// the rules crate's numbering of squares, so a set of squares is read as a grid as it is
/// (`Grid::of`), and every neighbour, canter and threat is then found with shifts.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Grid {
    lo: u128,
    hi: u128,
}

impl Grid {
    const EMPTY: Grid = Grid { lo: 0, hi: 0 };

    /// The squares of `b` (bit `i` of the set is square number `i`, a place of this grid).
    #[inline]
    fn of(b: Bitboard) -> Grid {
        let [w0, w1, w2, w3] = b.words();
        Grid {
            lo: u128::from(w0) | (u128::from(w1) << 64),
            hi: u128::from(w2) | (u128::from(w3) << 64),
        }
    }

    /// The set moved by `D` places (positive: up the bit order; `0 < |D| < 128`). A constant
    /// distance compiles to a few shift instructions.
    #[inline(always)]
    fn shift<const D: i32>(self) -> Grid {
        if D >= 0 {
            let k = D as u32;
            Grid {
                lo: self.lo << k,
                hi: (self.hi << k) | (self.lo >> (128 - k)),
            }
        } else {
            let k = D.unsigned_abs();
            Grid {
                lo: (self.lo >> k) | (self.hi << (128 - k)),
                hi: self.hi >> k,
            }
        }
    }

    #[inline]
    fn count(self) -> i32 {
        (self.lo.count_ones() + self.hi.count_ones()) as i32
    }

    #[inline]
    fn is_empty(self) -> bool {
        self.lo == 0 && self.hi == 0
    }
}

impl std::ops::BitAnd for Grid {
    type Output = Grid;
    #[inline]
    fn bitand(self, o: Grid) -> Grid {
        Grid {
            lo: self.lo & o.lo,
            hi: self.hi & o.hi,
        }
    }
}

impl std::ops::BitOr for Grid {
    type Output = Grid;
    #[inline]
    fn bitor(self, o: Grid) -> Grid {
        Grid {
            lo: self.lo | o.lo,
            hi: self.hi | o.hi,
        }
    }
}

impl std::ops::Not for Grid {
    type Output = Grid;
    #[inline]
    fn not(self) -> Grid {
        Grid {
            lo: !self.lo,
            hi: !self.hi,
        }
    }
}

/// Runs `$body` for each of the eight king directions as a grid offset: `$body!(d, -d, 2d,
/// -2d, index)` with constant offsets, so every shift is a constant one.
macro_rules! each_direction {
    ($body:ident) => {
        $body!(1, -1, 2, -2, 0);
        $body!(-1, 1, -2, 2, 1);
        $body!(16, -16, 32, -32, 2);
        $body!(-16, 16, -32, 32, 3);
        $body!(17, -17, 34, -34, 4);
        $body!(15, -15, 30, -30, 5);
        $body!(-15, 15, -30, 30, 6);
        $body!(-17, 17, -34, 34, 7);
    };
}

/// What a board looks like to the evaluation: per square, its distance to
/// each castle, computed once per board. Tables are indexed by any `u8`, so lookups by a square
/// index need no bounds check.
pub struct BoardTables {
    /// `attack[side][sq]`: king steps over the board from `sq` to the castle `side` attacks
    /// (its opponent's), capped at 15.
    attack: [[u8; 256]; 2],
    squares: Grid,
    /// `striking[side]`: squares within three steps of the castle `side` attacks.
    striking: [Bitboard; 2],
    /// `near_own[side]`: squares next to `side`'s own castle (not in it).
    near_own: [Grid; 2],
    /// `approach[side]`: squares within two steps of `side`'s own castle (the castle included).
    approach: [Grid; 2],
    /// `across[side]`: River's squares beyond the river from `side`'s castle (the bridges
    /// included); empty on the other boards.
    across: [Grid; 2],
    castles: [Grid; 2],
}

impl BoardTables {
    fn build(board: BoardShape) -> BoardTables {
        let squares = board.squares();
        let grid = Grid::of;
        let distances = |targets: Bitboard| -> [u8; 256] {
            let mut dist = [15u8; 256];
            let mut frontier: Vec<Square> = targets.iter().collect();
            for sq in &frontier {
                dist[sq.index()] = 0;
            }
            let mut d = 0u8;
            while !frontier.is_empty() && d < 15 {
                d += 1;
                let mut next = Vec::new();
                for sq in frontier {
                    for n in board.adjacent(sq) {
                        if dist[n.index()] == 15 && !targets.contains(n) {
                            dist[n.index()] = d;
                            next.push(n);
                        }
                    }
                }
                frontier = next;
            }
            dist
        };
        let castles = [board.castle(Side::White), board.castle(Side::Black)];
        let own_dist = [distances(castles[0]), distances(castles[1])];
        let near = |side: usize, max: u8| -> Bitboard {
            squares
                .iter()
                .filter(|s| own_dist[side][s.index()] <= max)
                .collect()
        };
        let attack = [distances(castles[1]), distances(castles[0])];
        let striking = |side: usize| -> Bitboard {
            squares
                .iter()
                .filter(|s| attack[side][s.index()] <= 3)
                .collect()
        };
        // A side's own bank: what its castle reaches without crossing a bridge.
        let bank = |side: usize| -> Bitboard {
            let bridges: Bitboard = ["D7", "D8", "I9", "I10"]
                .iter()
                .filter_map(|n| n.parse::<Square>().ok())
                .collect();
            let mut seen = castles[side];
            let mut frontier: Vec<Square> = castles[side].iter().collect();
            while let Some(sq) = frontier.pop() {
                for n in board.adjacent(sq).iter() {
                    if !seen.contains(n) && !bridges.contains(n) {
                        seen.insert(n);
                        frontier.push(n);
                    }
                }
            }
            seen
        };
        let across = |side: usize| -> Grid {
            if board == BoardShape::River {
                grid(squares & !bank(side))
            } else {
                Grid::EMPTY
            }
        };
        BoardTables {
            across: [across(0), across(1)],
            striking: [striking(0), striking(1)],
            attack,
            squares: grid(squares),
            near_own: [
                grid(near(0, 1) & !castles[0]),
                grid(near(1, 1) & !castles[1]),
            ],
            approach: [grid(near(0, 2)), grid(near(1, 2))],
            castles: [grid(castles[0]), grid(castles[1])],
        }
    }

    /// The tables of a board (built on first use).
    pub fn of(board: BoardShape) -> &'static BoardTables {
        static TABLES: [OnceLock<BoardTables>; 5] = [const { OnceLock::new() }; 5];
        let i = match board {
            BoardShape::Camelot => 0,
            BoardShape::Camette => 1,
            BoardShape::Cam => 2,
            BoardShape::Chivalry => 3,
            BoardShape::River => 4,
        };
        TABLES[i].get_or_init(|| BoardTables::build(board))
    }

    /// King steps from `sq` to the castle `side` attacks.
    #[inline]
    pub fn distance_to_target(&self, side: Side, sq: Square) -> u8 {
        self.attack[side.index()][sq.index() & 255]
    }
}

/// Receives the features of a position.
pub trait Accumulator {
    /// Adds `count` of feature `index` for White (negative for Black), or for the side to move
    /// for side-relative features.
    fn add(&mut self, index: usize, count: i32);
}

/// Multiplies features by weights.
struct Dot<'a> {
    weights: &'a Weights,
    sum: i32,
}

impl Accumulator for Dot<'_> {
    #[inline]
    fn add(&mut self, index: usize, count: i32) {
        self.sum += self.weights[index] * count;
    }
}

/// Collects the feature vector (for tuning).
pub struct Features(pub [f32; feature::COUNT]);

impl Accumulator for Features {
    #[inline]
    fn add(&mut self, index: usize, count: i32) {
        self.0[index] += count as f32;
    }
}

/// What the evaluation learns about a position besides its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    /// Whether the side to move must capture: one of its pieces (outside the castle it
    /// attacks) can jump. `None` when a piece of the side to move stands in its own castle,
    /// where the own-castle rule decides instead (ask the rules crate).
    pub duty: Option<bool>,
}

/// Where a game end may be near, and for whom: the search prunes less there, since a quiet
/// move may be the start of a short forced win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sharp {
    /// The side to move may have a short win: two of its pieces within three steps of the
    /// castle it attacks (a castle win needs two), or three enemy pieces or fewer left to take
    /// or to run out of moves. Its quiet moves are not pruned then.
    pub mover: bool,
    /// The same for the side not to move: the evaluation may miss a loss, so it is not trusted
    /// to end the node early (reverse futility).
    pub opponent: bool,
}

impl Sharp {
    /// Whether either side may have a short win.
    #[inline]
    pub fn any(self) -> bool {
        self.mover || self.opponent
    }
}

/// Where a game end may be near (see [`Sharp`]). In a variant where one piece decides (Cam,
/// Camette) or where having no move wins (anti) it always may be, for both sides.
pub fn sharp(pos: &Position) -> Sharp {
    if pos.variant().goal() != Goal::TwoSquareCastle {
        return Sharp {
            mover: true,
            opponent: true,
        };
    }
    let t = BoardTables::of(pos.board());
    let threat = |side: Side| {
        pos.pieces(side.opponent()).count() <= 3
            || (pos.pieces(side) & t.striking[side.index()]).count() >= 2
    };
    let side = pos.side_to_move();
    Sharp {
        mover: threat(side),
        opponent: threat(side.opponent()),
    }
}

/// The pieces of both sides and the empty squares on the grid: built once per position and
/// shared by the capture-duty test, the free-turn test and the evaluation.
#[derive(Clone, Copy, Debug)]
pub struct Planes {
    occupied: [Grid; 2],
    empty: Grid,
}

impl Planes {
    /// The planes of `pos`.
    #[inline]
    pub fn of(pos: &Position) -> Planes {
        let t = BoardTables::of(pos.board());
        let occupied = [
            Grid::of(pos.pieces(Side::White)),
            Grid::of(pos.pieces(Side::Black)),
        ];
        let trees = Grid::of(pos.trees());
        Planes {
            occupied,
            empty: t.squares & !(occupied[0] | occupied[1] | trees),
        }
    }
}

/// The places from which a piece in `jumpers` can jump a piece standing there: an enemy one
/// step away and an empty square right behind.
#[inline]
fn jump_threats(jumpers: Grid, empty: Grid) -> Grid {
    let mut threats = Grid::EMPTY;
    macro_rules! jump {
        ($d:expr, $minus_d:expr, $two_d:expr, $minus_two_d:expr, $k:expr) => {
            // A jumper at s − d, the victim at s, an empty square at s + d.
            threats = threats | (jumpers.shift::<{ $d }>() & empty.shift::<{ $minus_d }>());
        };
    }
    each_direction!(jump);
    threats
}

/// Whether the side to move must capture (one of its pieces outside the castle it attacks can
/// jump), without the rest of the evaluation; `None` when one of its pieces stands in its own
/// castle (the own-castle rule decides: ask the rules crate). A few hundred instructions: the
/// quiescence search asks this first and evaluates only when no capture is compulsory.
pub fn capture_duty(pos: &Position) -> Option<bool> {
    capture_duty_on(pos, &Planes::of(pos))
}

/// [`capture_duty`] on the position's planes.
#[inline]
pub fn capture_duty_on(pos: &Position, planes: &Planes) -> Option<bool> {
    let t = BoardTables::of(pos.board());
    let us = pos.side_to_move().index();
    let occupied = planes.occupied;
    if !(occupied[us] & t.castles[us]).is_empty() {
        return None;
    }
    let jumpers = occupied[us] & !t.castles[1 - us];
    let victims = occupied[1 - us];
    Some(!(victims & jump_threats(jumpers, planes.empty)).is_empty())
}

/// Whether the side to move's turn is free and offers a choice: no piece of it in its own
/// castle, no capture due, and at least two plain steps (a piece outside the castle it attacks
/// to an empty neighbour outside its own castle). Then it has two legal moves or more, not all
/// of them captures, and the search can look at the evaluation before generating them. River's
/// tree placements are never free turns.
pub fn free_turn(pos: &Position, planes: &Planes) -> bool {
    if pos.in_placement_phase() || capture_duty_on(pos, planes) != Some(false) {
        return false;
    }
    let t = BoardTables::of(pos.board());
    let us = pos.side_to_move().index();
    let movers = planes.occupied[us] & !t.castles[1 - us];
    let targets = planes.empty & !t.castles[us];
    let mut steps = 0;
    macro_rules! step {
        ($d:expr, $minus_d:expr, $two_d:expr, $minus_two_d:expr, $k:expr) => {
            steps += (movers.shift::<{ $d }>() & targets).count();
        };
    }
    each_direction!(step);
    steps >= 2
}

/// Whether a piece of the side to move outside the castle it attacks has a plain step: an
/// empty neighbour outside its own castle. On a turn without a capture duty and without a
/// piece in its own castle, that is a legal move.
pub fn plain_step(pos: &Position, planes: &Planes) -> bool {
    let t = BoardTables::of(pos.board());
    let us = pos.side_to_move().index();
    let movers = planes.occupied[us] & !t.castles[1 - us];
    let targets = planes.empty & !t.castles[us];
    let mut reached = Grid::EMPTY;
    macro_rules! step {
        ($d:expr, $minus_d:expr, $two_d:expr, $minus_two_d:expr, $k:expr) => {
            reached = reached | movers.shift::<{ $d }>();
        };
    }
    each_direction!(step);
    !(reached & targets).is_empty()
}

/// Whether a free turn (see [`free_turn`]) surely offers no move into the castle the side to
/// move attacks: no piece of it stands next to that castle or in it. (A step or a canter into
/// the castle ends next to the piece that made the last step or the one it leapt over.)
pub fn no_castle_entry(pos: &Position, planes: &Planes) -> bool {
    let t = BoardTables::of(pos.board());
    let them = pos.side_to_move().opponent().index();
    (planes.occupied[1 - them] & (t.near_own[them] | t.castles[them])).is_empty()
}

/// Whether a free turn surely offers no capture: a Knight's Charge, its only possible capture,
/// needs an empty square that a canter lands on (over a piece of ours) and a jump leaves (over
/// an enemy). Quick, and it may say no where there is none: it does not look for a route there.
pub fn no_charge_square(pos: &Position, planes: &Planes) -> bool {
    let t = BoardTables::of(pos.board());
    let us = pos.side_to_move().index();
    let them = 1 - us;
    let own = planes.occupied[us];
    let knights = own & Grid::of(pos.knights()) & !t.castles[them];
    if knights.is_empty() {
        return true;
    }
    // Both leaps come from or go to a square that is empty, or is a Knight's own, which it has
    // left.
    let open = planes.empty | knights;
    let enemy = planes.occupied[them];
    let mut landed = Grid::EMPTY;
    let mut leaves = Grid::EMPTY;
    macro_rules! starts {
        ($d:expr, $minus_d:expr, $two_d:expr, $minus_two_d:expr, $k:expr) => {
            let beyond = open.shift::<{ $minus_two_d }>();
            landed = landed | (own.shift::<{ $minus_d }>() & beyond);
            leaves = leaves | (enemy.shift::<{ $minus_d }>() & beyond);
        };
    }
    each_direction!(starts);
    (landed & leaves & planes.empty & !t.castles[them]).is_empty()
}

/// The steps of `side`'s two pieces nearest the castle it attacks, added up. Walked apart from
/// the features' loop over the pieces, which runs at every node, since only an ending asks for
/// it.
fn nearest_two(pos: &Position, t: &BoardTables, side: Side) -> i32 {
    let mut nearest = [15i32; 2];
    for sq in pos.pieces(side).iter() {
        let steps = i32::from(t.attack[side.index()][sq.index()]);
        if steps < nearest[1] {
            nearest[1] = steps.max(nearest[0]);
            nearest[0] = nearest[0].min(steps);
        }
    }
    nearest[0] + nearest[1]
}

/// Walks the position's features. White-minus-Black features are accumulated with the sign of
/// the side to move, so the total is from the side to move's view.
pub fn accumulate<A: Accumulator>(pos: &Position, acc: &mut A) -> Facts {
    accumulate_on(pos, &Planes::of(pos), acc)
}

/// [`accumulate`] on the position's planes.
#[inline]
pub fn accumulate_on<A: Accumulator>(pos: &Position, planes: &Planes, acc: &mut A) -> Facts {
    use feature::*;
    let t = BoardTables::of(pos.board());
    let stm = pos.side_to_move();
    let knights = pos.knights();
    let occupied = planes.occupied;
    // Per side: Men and Knights (for the progress term).
    let mut counts = [(0i32, 0i32); 2];
    for side in Side::BOTH {
        let us = side.index();
        let sign = if side == stm { 1 } else { -1 };
        let mut men = 0;
        let mut kn = 0;
        let words = pos.pieces(side).words();
        let knight_words = knights.words();
        for (w, (&word, &kw)) in words.iter().zip(knight_words.iter()).enumerate() {
            let mut bits = word;
            while bits != 0 {
                let b = bits.trailing_zeros();
                bits &= bits - 1;
                let i = (w * 64 + b as usize) & 255;
                let knight = ((kw >> b) & 1) as usize;
                let d = usize::from(t.attack[us][i]).min(ADVANCE - 1);
                acc.add(MAN_ADVANCE + knight * ADVANCE + d, sign);
            }
            men += (word & !kw).count_ones() as i32;
            kn += (word & kw).count_ones() as i32;
        }
        acc.add(MAN, sign * men);
        acc.add(KNIGHT, sign * kn);
        counts[us] = (men, kn);
    }
    let pieces = counts.iter().map(|&(m, k)| m + k).sum::<i32>();
    if pieces <= PROGRESS_PIECES {
        let material = |(m, k): (i32, i32)| m * 100 + k * PROGRESS_KNIGHT;
        for side in Side::BOTH {
            let us = side.index();
            let (mine, theirs) = (counts[us], counts[1 - us]);
            if mine.0 + mine.1 >= 2 && material(mine) - material(theirs) >= PROGRESS_LEAD {
                let sign = if side == stm { 1 } else { -1 };
                let traded = PROGRESS_TRADE * (PROGRESS_PIECES - pieces);
                acc.add(PROGRESS, sign * (30 - nearest_two(pos, t, side) + traded));
            }
        }
    }
    let empty = planes.empty;
    // The empty squares one and two steps away in each direction, seen from each square.
    let mut empty_at = [Grid::EMPTY; 8];
    let mut empty_beyond = [Grid::EMPTY; 8];
    macro_rules! empties {
        ($d:expr, $minus_d:expr, $two_d:expr, $minus_two_d:expr, $k:expr) => {
            empty_at[$k] = empty.shift::<{ $minus_d }>();
            empty_beyond[$k] = empty.shift::<{ $minus_two_d }>();
        };
    }
    each_direction!(empties);
    let mut hanging = [0i32; 2];
    for side in Side::BOTH {
        let us = side.index();
        let them = 1 - us;
        let sign = if side == stm { 1 } else { -1 };
        let own = occupied[us];
        // Enemy pieces that may jump: not those in the castle they attack (ours).
        let jumpers = occupied[them] & !t.castles[us];
        let mut neighbours = Grid::EMPTY;
        let mut threats = Grid::EMPTY;
        let mut canters = 0;
        macro_rules! around {
            ($d:expr, $minus_d:expr, $two_d:expr, $minus_two_d:expr, $k:expr) => {
                // Seen from each square s: a piece of ours at s + d, an empty square at s + 2d.
                let friend_at = own.shift::<{ $minus_d }>();
                neighbours = neighbours | friend_at;
                canters += (own & friend_at & empty_beyond[$k]).count();
                // An enemy at s − d and an empty square at s + d: s can be jumped.
                threats = threats | (jumpers.shift::<{ $d }>() & empty_at[$k]);
            };
        }
        each_direction!(around);
        hanging[us] = (own & threats).count();
        acc.add(FRONTIER, sign * (neighbours & empty).count());
        acc.add(SUPPORT, sign * (own & neighbours).count());
        acc.add(CANTERS, sign * canters);
        acc.add(CROSSED, sign * (own & t.across[us]).count());
        let guards = (own & t.near_own[us]).count().min(3);
        acc.add(GUARDS, sign * guards);
        if guards == 0 {
            // Attackers near an unguarded castle count against its owner.
            acc.add(UNGUARDED, -sign * (occupied[them] & t.approach[us]).count());
        }
    }
    let (mine, theirs) = (hanging[stm.index()], hanging[stm.opponent().index()]);
    acc.add(HANGING_MINE, mine);
    acc.add(HANGING_THEIRS, theirs);
    acc.add(TEMPO, 1);
    let in_own_castle = !(occupied[stm.index()] & t.castles[stm.index()]).is_empty();
    Facts {
        duty: (!in_own_castle).then_some(theirs > 0),
    }
}

/// The static evaluation of `pos` with `weights`, from the side to move's view.
#[inline]
pub fn evaluate_with(pos: &Position, weights: &WeightSet) -> Value {
    evaluate_facts(pos, weights).0
}

/// The static evaluation of `pos` with `weights` on the position's planes.
#[inline]
pub fn evaluate_on(pos: &Position, planes: &Planes, weights: &WeightSet) -> Value {
    let mut dot = Dot {
        weights: weights.of(pos.variant().goal()),
        sum: 0,
    };
    accumulate_on(pos, planes, &mut dot);
    dot.sum
}

/// The static evaluation of `pos` with `weights`, and what it found on the way.
#[inline]
pub fn evaluate_facts(pos: &Position, weights: &WeightSet) -> (Value, Facts) {
    let mut dot = Dot {
        weights: weights.of(pos.variant().goal()),
        sum: 0,
    };
    let facts = accumulate(pos, &mut dot);
    (dot.sum, facts)
}

/// The static evaluation of `pos` with the engine's weights, from the side to move's view.
#[inline]
pub fn evaluate(pos: &Position) -> Value {
    evaluate_with(pos, &WEIGHTS)
}

/// The feature vector of `pos` (from the side to move's view).
pub fn features(pos: &Position) -> Features {
    let mut f = Features([0.0; feature::COUNT]);
    accumulate(pos, &mut f);
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_rules::Variant;

    #[test]
    fn the_start_is_level_and_symmetric() {
        for v in Variant::ALL {
            let start = v.start();
            let e = evaluate(&start);
            // Only the tempo separates the sides at the start.
            assert_eq!(e, WEIGHTS.of(v.goal())[feature::TEMPO], "{v}");
        }
    }

    #[test]
    fn distances_follow_the_board() {
        let t = BoardTables::of(BoardShape::Camelot);
        let sq = |n: &str| -> Square { n.parse().unwrap_or_else(|_| panic!("{n}")) };
        assert_eq!(t.distance_to_target(Side::White, sq("F16")), 0);
        assert_eq!(t.distance_to_target(Side::White, sq("F15")), 1);
        assert_eq!(t.distance_to_target(Side::Black, sq("F2")), 1);
        assert_eq!(t.distance_to_target(Side::White, sq("F1")), 15);
        // River: around the river, over the bridges.
        let r = BoardTables::of(BoardShape::River);
        assert!(
            r.distance_to_target(Side::White, sq("B5"))
                > t.distance_to_target(Side::White, sq("B5"))
        );
    }

    #[test]
    fn the_river_parts_the_banks_at_its_bridges() {
        let r = BoardTables::of(BoardShape::River);
        let at = |n: &str| -> Grid {
            let mut b = Bitboard::EMPTY;
            b.insert(n.parse().unwrap_or_else(|_| panic!("{n}")));
            Grid::of(b)
        };
        // 136 squares: two banks of 66, and the four bridges, across from both castles.
        assert_eq!(r.across[0].count(), 70);
        assert_eq!(r.across[1].count(), 70);
        assert_eq!((r.across[0] & r.across[1]).count(), 4);
        for bridge in ["D7", "D8", "I9", "I10"] {
            assert!(!(r.across[0] & at(bridge)).is_empty(), "{bridge}");
        }
        // Beyond the bridges from White's bank, and White's bank itself.
        assert!(!(r.across[0] & at("D9")).is_empty());
        assert!(!(r.across[0] & at("H11")).is_empty());
        assert!((r.across[0] & at("D6")).is_empty());
        assert!((r.across[0] & at("J8")).is_empty());
        assert!(!(r.across[1] & at("J8")).is_empty());
        // No square of a side's own bank is nearer than eight steps to the castle it attacks,
        // where the advancement buckets are all but flat.
        for side in Side::BOTH {
            let home = r.squares & !r.across[side.index()];
            let nearest = (0..256usize)
                .filter(|&i| {
                    Square::from_index(i).is_some_and(|sq| {
                        let mut b = Bitboard::EMPTY;
                        b.insert(sq);
                        !(home & Grid::of(b)).is_empty()
                    })
                })
                .map(|i| r.attack[side.index()][i])
                .min();
            assert_eq!(nearest, Some(8), "{side:?}");
        }
        // The other boards have no river.
        for board in [BoardShape::Camelot, BoardShape::Chivalry, BoardShape::Cam] {
            assert!(BoardTables::of(board).across[0].is_empty());
        }
    }

    #[test]
    fn the_duty_agrees_with_the_rules() {
        use camelot_rules::{Move, MoveGenerator};
        // Free turns without and with a Knight's Charge.
        let mut counts = [0; 2];
        for v in Variant::ALL {
            let mut p = v.start();
            let mut generator = MoveGenerator::new();
            for n in 0..400u64 {
                if p.status().is_over() {
                    break;
                }
                let (_, facts) = evaluate_facts(&p, &WEIGHTS);
                if let Some(duty) = facts.duty {
                    assert_eq!(duty, p.capture_required(), "{v} {p}");
                }
                assert_eq!(capture_duty(&p), facts.duty, "{v} {p}");
                let mut moves = Vec::new();
                generator.generate(&p, &mut moves);
                let planes = Planes::of(&p);
                if capture_duty(&p) == Some(false) && !p.in_placement_phase() {
                    let attacked = p.board().castle(p.side_to_move().opponent());
                    let step = moves.iter().any(|m| match *m {
                        Move::Piece { from, to, .. } => {
                            !m.is_capture()
                                && !attacked.contains(from)
                                && from.file().abs_diff(to.file()) <= 1
                                && from.rank().abs_diff(to.rank()) <= 1
                        }
                        Move::Trees(_) => false,
                    });
                    assert_eq!(plain_step(&p, &planes), step, "{v} {p}");
                }
                if free_turn(&p, &planes) {
                    assert!(moves.len() >= 2, "{v} {p}");
                    assert!(!moves.iter().all(|m| m.is_capture()), "{v} {p}");
                    let castle = p.board().castle(p.side_to_move().opponent());
                    let enters = |m: &Move| match *m {
                        Move::Piece { from, to, .. } => {
                            castle.contains(to) && !castle.contains(from)
                        }
                        Move::Trees(_) => false,
                    };
                    let quiet_entry = moves.iter().any(|m| !m.is_capture() && enters(m));
                    assert!(!(no_castle_entry(&p, &planes) && quiet_entry), "{v} {p}");
                    let capture = moves.iter().any(Move::is_capture);
                    assert!(!(no_charge_square(&p, &planes) && capture), "{v} {p}");
                    counts[usize::from(capture)] += 1;
                }
                let pick = ((n * 2_654_435_761) % moves.len() as u64) as usize;
                p = p.play_move(&moves[pick]);
            }
        }
        assert!(counts[0] > 100 && counts[1] > 10, "{counts:?}");
    }

    #[test]
    fn progress_counts_for_the_side_ahead_in_an_ending_only() {
        let progress = |p: &str| {
            let p: Position = p.parse().unwrap_or_else(|e| panic!("{e}"));
            features(&p).0[feature::PROGRESS]
        };
        // Crowded boards and level material: nothing.
        assert_eq!(features(&Position::start()).0[feature::PROGRESS], 0.0);
        // Three Knights and a Man on F16 (White's Man in Black's castle) against a lone Man:
        // White's two pieces nearest F16/G16 are the Man in it (0 steps) and the nearer Knight,
        // on the third rank (13 steps), so 30 − 0 − 13, and 7 pieces gone below 12, 6 steps
        // each. From Black's view the same, negated.
        let ahead = "M1/8/10/12/12/12/12/12/12/12/9m2/12/12/5K4/4KK2/2 w 2 0 0 1";
        assert_eq!(progress(ahead), 17.0 + 42.0);
        assert_eq!(progress(&ahead.replace(" w ", " b ")), -59.0);
        // The Knight a step nearer: a step more.
        assert_eq!(
            progress("M1/8/10/12/12/12/12/12/12/12/9m2/12/5K6/10/4KK2/2 w 2 0 0 1"),
            60.0
        );
        // A Man more each (White's on B3, no nearer to F16 than the Knight): two pieces fewer
        // gone, 12 steps less, which is what trading them off is worth to the side ahead.
        assert_eq!(
            progress("M1/8/10/12/12/12/12/5m6/12/12/9m2/12/12/M4K4/4KK2/2 w 2 0 0 1"),
            47.0
        );
        // A Knight and a Man against two Men: ahead by less than a Man (2.6 − 2), so nothing.
        assert_eq!(
            progress("2/8/10/12/12/12/12/12/12/9m2/9m2/12/12/5K4/4M3/2 w 0 0 0 1"),
            0.0
        );
    }

    #[test]
    fn material_counts() {
        let p: Position = "2/8/10/12/12/12/12/5M6/12/12/12/12/12/10/8/2 w 0 0 0 1"
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        let f = features(&p);
        assert_eq!(f.0[feature::MAN], 1.0);
        let q = p.with_side_to_move(Side::Black);
        assert_eq!(features(&q).0[feature::MAN], -1.0);
    }
}
