//! The speed benchmark: a fixed set of middlegame positions from real games (the WCF
//! championship games of the rules vectors, every second ply from the eighth), each searched
//! to a fixed depth from an empty table. `camelot-engine bench` runs it.

/// The positions (standard Camelot).
pub const POSITIONS: &[&str] = &[
    // wcf-2009-game1, after ply 8
    "2/8/10/12/12/3mkmmkm3/3kmmmmk3/5mm5/5MKM4/3KMMMMK3/4MMMKM3/12/12/10/8/2 w 0 0 8 5",
    // wcf-2009-game1, after ply 10
    "2/8/10/12/12/4kmmkm3/3kmmmmk3/3m1mm5/5MKMM3/3KMMMMK3/4MMMK4/12/12/10/8/2 w 0 0 10 6",
    // wcf-2009-game1, after ply 12
    "2/8/10/12/12/4kmmkm3/4mmmmk3/3m1mm2M2/5MKM4/4MMMMK3/3kMMMK4/12/12/10/8/2 w 0 0 0 7",
    // wcf-2009-game1, after ply 14
    "2/8/10/12/12/4kmmkm3/4mmmm4/3m1mm5/5MKM2k1/4MMMMK3/2M2MMK4/12/12/10/8/2 w 0 0 0 8",
    // wcf-2009-game1, after ply 16
    "2/8/10/12/12/4kmmkm3/4mmmm4/3m1m6/6KM2k1/4mMMMK3/2M2MMK4/6M5/12/10/8/2 w 0 0 0 9",
    // wcf-2009-game1, after ply 18
    "2/8/10/5m6/12/6mkm3/4mmmm4/5m6/6KM2k1/5MMMK3/2M3MK4/6M5/12/10/8/2 w 0 0 0 10",
    // wcf-2009-game1, after ply 20
    "2/8/10/5m6/12/7km3/4mmmm4/5mm5/6KM3K/5MMMK3/2M3M5/6M5/12/10/8/2 w 0 0 1 11",
    // wcf-2009-game1, after ply 22
    "2/8/10/5m6/12/6mk4/4mmmm4/5mm5/6KMM2K/5MMMK3/2M9/6M5/12/10/8/2 w 0 0 3 12",
    // wcf-2009-game4, after ply 8
    "2/8/10/12/6k5/2k1mmmmk3/3kmmmm4/5mm5/6MM1M2/3KMMMMK3/2KM2MKM3/12/12/10/8/2 w 0 0 8 5",
    // wcf-2009-game4, after ply 10
    "2/8/10/12/12/2k1mmmmk3/3kmmmm4/5mm5/6MMk3/3KMMMMK3/2KM2MKM3/12/12/10/8/2 w 0 0 0 6",
    // wcf-2009-game4, after ply 12
    "2/8/10/12/12/4mmmmk3/3kmmmm4/4kmm5/6M2M2/3KMMMMK3/2KM2MKM3/12/12/10/8/2 w 0 0 1 7",
    // wcf-2009-game4, after ply 14
    "2/8/10/12/7k4/4mmmm4/3kmmmm4/4kmm5/5M3M2/3KMMMMK3/2KM2MKM3/12/12/10/8/2 w 0 0 3 8",
    // wcf-2009-game4, after ply 16
    "2/8/10/12/6k5/4mmmm4/3kmmmm4/4kmm5/9M2/3KMMMMK3/2KM1MMKM3/12/12/10/8/2 w 0 0 5 9",
    // wcf-2009-game4, after ply 18
    "2/8/10/12/6k5/4mmmm4/3kmmm5/4kmm5/9m2/3KMMMMK3/2KM1MMKM3/12/12/10/8/2 w 0 0 0 10",
    // wcf-2009-game4, after ply 20
    "2/8/10/12/12/4mm6/4mmmK4/4km6/9m2/3KMM6/2KM1MMk4/12/12/10/8/2 w 0 0 0 11",
    // wcf-2009-game5, after ply 8
    "2/8/10/12/5k6/4kmmmmk2/4mmmmk3/5mm5/5MMM4/3KMMMMK3/2K1MMMK4/12/12/10/8/2 w 0 0 8 5",
    // wcf-2009-game5, after ply 10
    "2/8/10/12/5k6/4k1mmmk2/4mmmmk3/3m1mm5/4KMMM4/3KMMMMK3/4MMMK4/12/12/10/8/2 w 0 0 10 6",
    // wcf-2009-game5, after ply 12
    "2/8/10/12/5k6/1k2k1mmm3/4mmmmk3/5mm5/5MMM4/3KMMMMK3/4MMMK4/12/12/10/8/2 w 0 0 0 7",
    // wcf-2009-game5, after ply 14
    "2/8/10/12/5k6/1k2k1mmm3/4mmmmk3/5m2m3/5MMM4/3KMMM1K3/4MMMK4/12/12/10/8/2 w 0 0 0 8",
    // wcf-2009-game5, after ply 16
    "2/8/10/12/5k6/1k1K2mmm3/4mm1m4/5m2m3/5MMM4/4MMM5/4MMMKk3/12/12/10/8/2 w 0 0 0 9",
    // wcf-2009-game5, after ply 18
    "2/8/10/12/5k6/1k1K2mmm3/4mm1m4/8m3/5M1M4/3mMMM5/5M3K2/12/12/10/8/2 w 0 0 0 10",
    // wcf-2009-game5, after ply 20
    "2/8/10/5K6/12/1k4mmm3/7mm3/12/5M1M4/3mMMM5/5M3K2/12/12/10/8/2 w 0 0 1 11",
    // wcf-2009-game5, after ply 22
    "2/8/10/5K6/12/1k4mm1m2/7mm3/12/5M1M4/2M2MM5/5M3K2/12/12/10/8/2 w 0 0 1 12",
    // wcf-2009-game5, after ply 24
    "2/8/10/4K7/5m6/1k4mm1m2/8m3/12/5M1M4/2M2MM5/5M3K2/12/12/10/8/2 w 0 0 3 13",
    // wcf-2009-game5, after ply 26
    "2/8/10/12/3K1m6/1k5m1m2/6m1m3/12/5M1M4/2M2MM5/5M3K2/12/12/10/8/2 w 0 0 5 14",
    // wcf-2009-game5, after ply 28
    "2/8/10/12/3K1m6/1k3m1m1m2/8m3/12/5M1M4/2M2MM1K3/5M6/12/12/10/8/2 w 0 0 7 15",
    // wcf-2009-game5, after ply 30
    "2/8/10/12/3Kmm6/1k3m1m1m2/12/12/5MMM4/2M2M2K3/5M6/12/12/10/8/2 w 0 0 9 16",
];
