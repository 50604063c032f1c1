#!/usr/bin/env bash
# Points /remotes.json back at the previous published version of one remote.
# Usage: deploy/rollback-remote.sh <folder, e.g. mf-empresas> <web root>
set -euo pipefail
remote=${1:?remote folder}
web=${2:?web root}
root=$(cd "$(dirname "$0")/.." && pwd)
mapfile -t versions < <(ls -1 "$web/remotes/$remote" | grep -E '^[0-9]{14}$' | sort)
[ "${#versions[@]}" -ge 2 ] || { echo "No previous version of $remote to roll back to" >&2; exit 1; }
previous=${versions[-2]}
name=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$web/remotes/$remote/$previous/mf-manifest.json','utf8')).name)")
node "$root/deploy/set-remote.mjs" "$web/remotes.json" "$name" "/remotes/$remote/$previous/mf-manifest.json"
rm -rf "$web/remotes/$remote/${versions[-1]}"
echo "$name rolled back to /remotes/$remote/$previous/"
