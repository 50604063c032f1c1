#!/usr/bin/env bash
# Publishes one remote's build into a web root under a new version folder and repoints /remotes.json.
# Usage: deploy/publish-remote.sh <folder, e.g. mf-empresas> <web root>
set -euo pipefail
remote=${1:?remote folder, e.g. mf-empresas}
web=${2:?web root}
root=$(cd "$(dirname "$0")/.." && pwd)
dist="$root/$remote/dist"
[ -f "$dist/mf-manifest.json" ] || { echo "No build in $dist: run npm run build -- $remote" >&2; exit 1; }
name=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$dist/mf-manifest.json','utf8')).name)")
version=$(date -u +%Y%m%d%H%M%S)
mkdir -p "$web/remotes/$remote/$version"
cp -R "$dist/." "$web/remotes/$remote/$version/"
node "$root/deploy/set-remote.mjs" "$web/remotes.json" "$name" "/remotes/$remote/$version/mf-manifest.json"
echo "$name now served from /remotes/$remote/$version/"
