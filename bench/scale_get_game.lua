-- wrk script for bench/scale.sh: GET /api/v1/games/{id} on finished games (full move lists)
-- with ids spread at random over $SCALE_GAME_LO..$SCALE_GAME_HI.
local lo = tonumber(os.getenv("SCALE_GAME_LO"))
local hi = tonumber(os.getenv("SCALE_GAME_HI"))

function init(args)
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16) % 100000)
end

function request()
  return wrk.format("GET", "/api/v1/games/" .. math.random(lo, hi))
end
