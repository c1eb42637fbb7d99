#!/usr/bin/env python3
"""The Python peer of `bench/compare.ts`: the page-views export a user would put in a `run:` step.

Standard library only (urllib + json + csv): fetch every page of
GET /v1/analytics/{project}/views with limit=250, keep the rows, then write
`views.json` (the action's document shape: projectId, dateFrom, dateTo, generatedAt, views,
totals, complete) and `views.csv` (header path,human,ai,total; CRLF, minimal quoting).

Written as a strong peer, not a straw man: the JSON is encoded in one call (`json.dumps`, the
C encoder; `json.dump` to a file would use the pure-Python one). urllib opens one connection
per request (it sends `Connection: close`), as every urllib script does.

Usage: peer.py API_URL API_KEY PROJECT_ID OUT_DIR  -> prints the number of rows written.
"""
import csv
import json
import os
import sys
import urllib.parse
import urllib.request
from datetime import datetime, timezone

LIMIT = 250


def main() -> None:
    api_url, api_key, project_id, out_dir = sys.argv[1:5]
    generated_at = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    headers = {"Authorization": f"Bearer {api_key}", "Accept": "application/json"}
    base = f"{api_url}/v1/analytics/{urllib.parse.quote(project_id, safe='')}/views"
    views = []
    totals = None
    offset = 0
    while True:
        query = urllib.parse.urlencode({"limit": LIMIT, "offset": offset})
        request = urllib.request.Request(f"{base}?{query}", headers=headers)
        with urllib.request.urlopen(request, timeout=30) as response:
            page = json.loads(response.read())
        views.extend(page["views"])
        totals = page["totals"]
        if not page["hasMore"]:
            break
        offset += LIMIT

    os.makedirs(out_dir, exist_ok=True)
    rows = [{"path": v["path"], "human": v["human"], "ai": v["ai"], "total": v["total"]} for v in views]
    document = {
        "projectId": project_id,
        "dateFrom": None,
        "dateTo": None,
        "generatedAt": generated_at,
        "views": rows,
        "totals": totals,
        "complete": True,
    }
    with open(os.path.join(out_dir, "views.json"), "w", encoding="utf-8") as file:
        file.write(json.dumps(document, ensure_ascii=False))
    with open(os.path.join(out_dir, "views.csv"), "w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["path", "human", "ai", "total"])
        writer.writerows([r["path"], r["human"], r["ai"], r["total"]] for r in rows)
    print(len(rows))


if __name__ == "__main__":
    main()
