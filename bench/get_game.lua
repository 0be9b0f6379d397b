-- wrk script: GET /api/v1/games/{id} on the games setup.py created, spread at random.
local work = os.getenv("BENCH_WORK") or "bench/.work"
local ids = {}

function init(args)
  for line in io.lines(work .. "/game-ids.txt") do
    table.insert(ids, line)
  end
  math.randomseed(os.time() + tonumber(tostring(ids):match("0x(%x+)") or "0", 16) % 1000)
end

function request()
  return wrk.format("GET", "/api/v1/games/" .. ids[math.random(#ids)])
end
