-- wrk script for bench/scale.sh: every connection (one per thread) plays its own games from
-- the ply the database holds them at, submitting the next move of the game's stored line as
-- soon as the previous one is answered. Files come from scale_prepare.py:
-- $SCALE_MOVES/conn-<n>.txt holds the two tokens, the line (paths separated by spaces), then
-- one `game_id first_ply last_ply` per game.
local dir = os.getenv("SCALE_MOVES")
local counter = 0
local threads = {}

function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end

local games, line = {}, {}
local white, black
local g, ply = 1, 0
played, refused, exhausted = 0, 0, 0  -- globals: done() reads them per thread

function init(args)
  local n = 0
  for l in io.lines(dir .. "/conn-" .. tid .. ".txt") do
    n = n + 1
    if n == 1 then
      white, black = l:match("^(%S+) (%S+)$")
    elseif n == 2 then
      for p in l:gmatch("%S+") do table.insert(line, p) end
    else
      local id, first, last = l:match("^(%d+) (%d+) (%d+)$")
      table.insert(games, { id = id, first = tonumber(first), last = tonumber(last) })
    end
  end
  ply = games[1].first
end

local function advance()
  g = g + 1
  if games[g] == nil then
    exhausted = 1
    g = #games
  end
  ply = games[g].first
end

function request()
  local game = games[g]
  local token = (ply % 2 == 0) and white or black
  local body = string.format('{"path":"%s","expected_ply":%d}', line[ply + 1], ply)
  return wrk.format("POST", "/api/v1/games/" .. game.id .. "/moves", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. token,
  }, body)
end

function response(status, headers, body)
  if status == 201 then
    played = played + 1
    ply = ply + 1
    if ply >= games[g].last then advance() end
  else
    refused = refused + 1
    advance()
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
