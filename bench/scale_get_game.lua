-- wrk script for bench/scale.sh: GET /api/v1/games/{id} on finished games (full move lists),
-- ids $SCALE_GAME_STEP * k for k drawn at random from $SCALE_GAME_LO..$SCALE_GAME_HI (the step
-- defaults to 1).
local lo = tonumber(os.getenv("SCALE_GAME_LO"))
local hi = tonumber(os.getenv("SCALE_GAME_HI"))
local step = tonumber(os.getenv("SCALE_GAME_STEP") or "1")

function init(args)
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16) % 100000)
end

function request()
  return wrk.format("GET", "/api/v1/games/" .. step * math.random(lo, hi))
end
