"""Lua scripts of the Redis backend: one script call per reserve and per settle.

Every key a script touches carries the team's ``{team}`` hash tag, so it lives on one Cluster slot. The
reservation's undo list (its concurrency sets and held money) is stored in the reservation hash, which lets
any replica release a dead replica's expired lease; those keys are read from the hash, not from KEYS, and
are legal on Cluster only because they share the slot.
"""

from __future__ import annotations

import hashlib

# Release one held reservation: free its concurrency slots and give back its reserved money. A budget hash
# that expired meanwhile is not brought back: subtracting from a missing hash leaves r < 0 in a hash holding
# nothing else, which is deleted again (one call in the usual case, where EXISTS + HINCRBY took two).
_RELEASE = """
local function undo(rkey, rid, u, mark)
  u = cjson.decode(u)
  for i = 1, #u, 3 do
    if u[i] == 'c' then
      redis.call('ZREM', u[i + 1], rid)
    elseif u[i + 2] ~= '0' then
      if redis.call('HINCRBY', u[i + 1], 'r', '-' .. u[i + 2]) < 0 and redis.call('HLEN', u[i + 1]) == 1 then
        redis.call('DEL', u[i + 1])
      end
    end
  end
  if mark then redis.call('HSET', rkey, 'st', 'x') end
end

local function release(rkey, rid, inflight)
  local h = redis.call('HMGET', rkey, 'st', 'u')
  if h[1] == 'h' then undo(rkey, rid, h[2], true) end
  if inflight then redis.call('ZREM', inflight, rid) end
end

local function reclaim(inflight, now, prefix)
  local expired = redis.call('ZRANGEBYSCORE', inflight, '-inf', now)
  for _, rid in ipairs(expired) do release(prefix .. rid, rid, inflight) end
  return #expired
end
"""

# KEYS[1] reservation hash, KEYS[2..] one per check (KEYS[2] is the team's in-flight set).
# ARGV: rid, now, lease expiry, reservation ttl, reservation key prefix, then (kind, limit, amount, ttl)
# per check. Returns {1, 0, values...} admitted, {0, i, values...} denied by check i, {-2} duplicate id.
# Every call a script makes costs Redis (single-threaded, shared by all replicas) far more than the command
# itself, so the admitted path, the usual one, makes as few as it can:
# - a request window is counted at once (INCRBY) and uncounted on denial, instead of read, then written;
# - a window or budget key gets its TTL when this creates it (its expiry is fixed: the minute's or the
#   period's end), not on every reserve. Concurrency sets and task keys live while they are used, so their
#   TTL is renewed each time.
RESERVE = _RELEASE + """
local rid, now, lease = ARGV[1], tonumber(ARGV[2]), ARGV[3]
reclaim(KEYS[2], now, ARGV[5])
if redis.call('EXISTS', KEYS[1]) == 1 then return {-2} end
local n = #KEYS - 1
local vals = {}
for i = 1, n do
  local key, a = KEYS[i + 1], 5 + (i - 1) * 4
  local kind, limit, amount = ARGV[a + 1], tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3])
  local v
  if kind == 'w' then
    v = redis.call('INCRBY', key, ARGV[a + 3]) - amount
  elseif kind == 'c' then
    v = redis.call('ZCARD', key)
  elseif kind == 'b' then
    local h = redis.call('HMGET', key, 's', 'r')
    v = (tonumber(h[1]) or 0) + (tonumber(h[2]) or 0)
  elseif kind == 'n' then
    v = tonumber(redis.call('HGET', key, 'n') or '0')
  else
    local t0 = redis.call('HGET', key, 't0')
    v = t0 and (now - tonumber(t0)) or 0
    amount = 0
  end
  vals[i] = v
  if limit >= 0 and v + amount > limit then
    for j = 1, i do
      local ja = 5 + (j - 1) * 4
      if ARGV[ja + 1] == 'w' then
        if vals[j] == 0 then
          redis.call('DEL', KEYS[j + 1])
        else
          redis.call('DECRBY', KEYS[j + 1], ARGV[ja + 3])
        end
      end
    end
    table.insert(vals, 1, i)
    table.insert(vals, 1, 0)
    return vals
  end
end
local u = {}
for i = 1, n do
  local key, a = KEYS[i + 1], 5 + (i - 1) * 4
  local kind, amount, ttl = ARGV[a + 1], tonumber(ARGV[a + 3]), ARGV[a + 4]
  local fresh = true
  if kind == 'w' then
    fresh = vals[i] == 0
    vals[i] = vals[i] + amount
  elseif kind == 'c' then
    redis.call('ZADD', key, lease, rid)
    vals[i] = vals[i] + 1
    u[#u + 1] = 'c'; u[#u + 1] = key; u[#u + 1] = '0'
  elseif kind == 'b' then
    fresh = redis.call('HINCRBY', key, 'r', ARGV[a + 3]) == amount
    vals[i] = vals[i] + amount
    u[#u + 1] = 'b'; u[#u + 1] = key; u[#u + 1] = ARGV[a + 3]
  elseif kind == 'n' then
    vals[i] = redis.call('HINCRBY', key, 'n', 1)
  else
    redis.call('HSETNX', key, 't0', ARGV[2])
  end
  if fresh then redis.call('EXPIRE', key, ttl) end
end
redis.call('HSET', KEYS[1], 'st', 'h', 'u', cjson.encode(u))
redis.call('EXPIRE', KEYS[1], ARGV[4])
table.insert(vals, 1, 0)
table.insert(vals, 1, 1)
return vals
"""

# KEYS[1] reservation hash, KEYS[2 .. 1+nw] token windows, then money hashes.
# ARGV: rid, actual tokens, actual cost, tombstone ttl, estimated tokens, nw, then per money hash:
# ttl, number of alert marks, (mark field, micros) per mark.
# Returns {-1} when already settled, else {1, m1, t1, spent1, m2, t2, spent2, ...} for crossed marks.
# Like the reserve, one call where a check and a write took two: a token window that expired before the
# settle (a stream longer than its TTL) is not brought back, and a money hash gets its TTL when its spend
# starts (s was 0: new, or new this period), not at every settle.
SETTLE = _RELEASE + """
local rid = ARGV[1]
local h = redis.call('HMGET', KEYS[1], 'st', 'u')
if h[1] == 's' then return {-1} end
if h[1] == 'h' then undo(KEYS[1], rid, h[2], false) end
local nw = tonumber(ARGV[6])
local delta = tonumber(ARGV[2]) - tonumber(ARGV[5])
if delta ~= 0 then
  for i = 2, nw + 1 do
    if redis.call('INCRBY', KEYS[i], string.format('%d', delta)) == delta and redis.call('TTL', KEYS[i]) == -1 then
      redis.call('DEL', KEYS[i])
    end
  end
end
local out = {1}
local a = 7
local cost = tonumber(ARGV[3])
for i = nw + 2, #KEYS do
  local spent = redis.call('HINCRBY', KEYS[i], 's', ARGV[3])
  if spent == cost then redis.call('EXPIRE', KEYS[i], ARGV[a]) end
  local marks = tonumber(ARGV[a + 1])
  a = a + 2
  for m = 1, marks do
    if spent >= tonumber(ARGV[a + 1]) and redis.call('HSETNX', KEYS[i], ARGV[a], 1) == 1 then
      out[#out + 1] = i - nw - 1; out[#out + 1] = m; out[#out + 1] = spent
    end
    a = a + 2
  end
end
redis.call('HSET', KEYS[1], 'st', 's')
redis.call('EXPIRE', KEYS[1], ARGV[4])
return out
"""

# KEYS[1] reservation hash, KEYS[2] the team's in-flight set; ARGV: rid, tombstone ttl. The gateway gave up
# on this reserve (it timed out or its connection broke), which may still run, or may have run, when Redis
# resumes. If it ran and holds, release it; if it has not run, leave a tombstone, which the reserve script
# refuses as an existing id, so the late reserve holds nothing; a settled or released one is left alone.
# Returns 1 when it released a held reservation, else 0.
ABORT = _RELEASE + """
local st = redis.call('HGET', KEYS[1], 'st')
if st == 'h' then
  release(KEYS[1], ARGV[1], KEYS[2])
  return 1
end
if not st then
  redis.call('HSET', KEYS[1], 'st', 'x')
  redis.call('EXPIRE', KEYS[1], ARGV[2])
end
return 0
"""

# KEYS[1] the team's in-flight set (it names the slot); ARGV: reservation key prefix, concurrency set ttl,
# then (rid, lease expiry) pairs. The replica running these requests pushes each still-held lease to its
# new end in every concurrency set it holds a slot in, so a long stream keeps its slot while a dead
# replica's, no longer renewed, end soon. Returns how many it renewed.
RENEW = """
local n = 0
for i = 3, #ARGV, 2 do
  local rid = ARGV[i]
  local h = redis.call('HMGET', ARGV[1] .. rid, 'st', 'u')
  if h[1] == 'h' then
    local u = cjson.decode(h[2])
    for j = 1, #u, 3 do
      if u[j] == 'c' then
        redis.call('ZADD', u[j + 1], 'XX', ARGV[i + 1], rid)
        redis.call('EXPIRE', u[j + 1], ARGV[2])
      end
    end
    n = n + 1
  end
end
return n
"""

# KEYS[1] a team's in-flight set; ARGV: now, reservation key prefix. Returns how many leases it released.
RELEASE_EXPIRED = _RELEASE + """
return reclaim(KEYS[1], tonumber(ARGV[1]), ARGV[2])
"""


def sha1(script: str) -> str:
    return hashlib.sha1(script.encode()).hexdigest()
