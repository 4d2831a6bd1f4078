# Puts Node 24 first in PATH when the Node found is older than package.json's "engines" floor.
# Source it (bash or zsh): `. .ci/use-node-24.sh`; .ci/run does before anything else.
#
# Node comes from the npm registry: the node-<os>-<cpu> package is the official release binary
# (what the `node` package's installer fetches). It is installed once into a cache folder
# (BETSITE_NODE_CACHE, default ~/.cache/betsite-node) and reused by later runs; npm itself stays the
# machine's, running on this Node. Prints which Node runs. No `set -e` here: it is sourced.

betsite_node_24() {
  local root floor os cpu pkg cache bin
  root="$(cd "$(dirname "$1")/.." && pwd)" || return 1
  floor="$(sed -n 's/.*"node": *">=\([0-9.]*\)".*/\1/p' "$root/package.json" | head -n 1)"
  if [ -z "$floor" ]; then
    echo "use-node-24: no \"node\": \">=X\" in $root/package.json engines" >&2
    return 1
  fi
  if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
    echo "use-node-24: node and npm are needed to fetch Node 24 from the npm registry" >&2
    return 1
  fi

  # True when the node binary $1 is at least $floor (major.minor[.patch]).
  betsite_node_ok() {
    "$1" -e 'const n = (v) => v.split(".").map(Number); const [a, b] = [n(process.versions.node), n(process.argv[1])];
      for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) process.exit((a[i] ?? 0) > (b[i] ?? 0) ? 0 : 1);' "$floor"
  }

  if ! betsite_node_ok "$(command -v node)"; then
    case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "use-node-24: no Node package for $(uname -s)" >&2; return 1 ;; esac
    case "$(uname -m)" in x86_64 | amd64) cpu=x64 ;; aarch64 | arm64) cpu=arm64 ;; *) echo "use-node-24: no Node package for $(uname -m)" >&2; return 1 ;; esac
    pkg="node-$os-$cpu"
    cache="${BETSITE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/betsite-node}/24"
    bin="$cache/node_modules/$pkg/bin"
    if [ ! -x "$bin/node" ] || ! betsite_node_ok "$bin/node"; then
      echo "use-node-24: $(node --version) is older than $floor; installing $pkg@24 from the npm registry into $cache"
      mkdir -p "$cache" || return 1
      npm install --prefix "$cache" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$pkg@24" || return 1
      if ! betsite_node_ok "$bin/node"; then
        echo "use-node-24: $bin/node is $("$bin/node" --version), still older than $floor" >&2
        return 1
      fi
    fi
    export PATH="$bin:$PATH"
    hash -r 2>/dev/null
  fi
  echo "node $(node --version) ($(command -v node)), npm $(npm --version)"
}

# The script's own path, read here: inside a function zsh's $0 is the function's name.
betsite_node_24 "${BASH_SOURCE[0]:-$0}" || { unset -f betsite_node_24 betsite_node_ok; return 1 2>/dev/null || exit 1; }
unset -f betsite_node_24 betsite_node_ok
