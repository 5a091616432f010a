-- For scripts/bench/wrk-check.ts: wrk sends a new query (VARY=query, after PREFIX) or a new
-- User-Agent (VARY=ua, a new visitor for the beacon) with every request, with METHOD if set, and
-- prints one line of JSON at the end.
local vary = os.getenv("VARY") or ""
local prefix = os.getenv("PREFIX") or "?visit="
local method = os.getenv("METHOD")
if method and method ~= "" then wrk.method = method end
local n = 0

request = function()
  n = n + 1
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  local path = wrk.path
  if vary == "ua" then
    headers["User-Agent"] = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0." .. n .. ".0 Mobile Safari/537.36"
  elseif vary == "query" then
    path = wrk.path .. prefix .. n
  end
  return wrk.format(nil, path, headers)
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('JSON {"requests":%d,"seconds":%.3f,"p50":%.2f,"p99":%.2f,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status, e.connect + e.read + e.write + e.timeout))
end
