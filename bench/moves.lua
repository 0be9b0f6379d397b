-- wrk script: every connection (one per thread) plays its own games, submitting the next move of
-- a precomputed legal game as soon as the previous one is answered. Files come from setup.py.
local work = os.getenv("BENCH_WORK") or "bench/.work"
local counter = 0
local threads = {}

function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end

local games, moves = {}, {}
local g, ply = 1, 0
played, refused, exhausted = 0, 0, 0  -- globals: done() reads them per thread

function init(args)
  for line in io.lines(work .. "/moves.txt") do
    table.insert(moves, line)
  end
  for line in io.lines(work .. "/conn-" .. tid .. ".txt") do
    local id, white, black = line:match("^(%d+) (%S+) (%S+)$")
    table.insert(games, { id = id, white = white, black = black })
  end
end

function request()
  local game = games[g]
  if game == nil then
    exhausted = 1
    game = games[#games]
  end
  local token = (ply % 2 == 0) and game.white or game.black
  local body = string.format('{"path":"%s","expected_ply":%d}', moves[ply + 1], ply)
  return wrk.format("POST", "/api/v1/games/" .. game.id .. "/moves", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. token,
  }, body)
end

function response(status, headers, body)
  if status == 201 then
    played = played + 1
    ply = ply + 1
    if ply >= #moves then
      g, ply = g + 1, 0
    end
  else
    -- Never expected: skip to a fresh game so one failure cannot repeat forever.
    refused = refused + 1
    g, ply = g + 1, 0
  end
end

function done(summary, latency, requests)
  local p, r, e = 0, 0, 0
  for _, t in ipairs(threads) do
    p = p + (t:get("played") or 0)
    r = r + (t:get("refused") or 0)
    e = e + (t:get("exhausted") or 0)
  end
  io.write(string.format("moves played: %d, refused: %d, connections out of games: %d\n", p, r, e))
end
