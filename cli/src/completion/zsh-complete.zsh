# Test harness: what zsh's completion system offers for a command line.
# Usage: zsh -f zsh-complete.zsh SCRIPT LINE
# Starts an interactive zsh in a pseudo-terminal with compinit, sources SCRIPT, types LINE, presses Tab and
# prints the matches compsys accepted (after its own prefix matching), one a line. The matches are framed by
# NUL lines written from compprefuncs/comppostfuncs, the way zsh-capture-completion reads them.
zmodload zsh/zpty
local script=$1 line=$2
zpty z zsh -f -i
zpty -w z "PROMPT= ; RPROMPT="
zpty -w z "autoload -U compinit; compinit -u -D"
zpty -w z "source ${(q)script}"
zpty -w z 'bindkey "^I" complete-word'
zpty -w z 'null-line () { echo -E - $'"'"'\0'"'"' }'
zpty -w z 'compprefuncs=( null-line ); comppostfuncs=( null-line exit )'
zpty -w z 'compadd () {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
  typeset -a __hits
  builtin compadd -A __hits "$@"
  (( $#__hits )) && print -rl -- $__hits
}'
zpty -w z 'print -r -- READY'
# The first READY is the echo of the command, the second its output.
zpty -r z ready '*READY*'
zpty -r z ready '*READY*'
zpty -w -n z "$line"$'\t'
integer frames=0
while zpty -r z; do :; done | while IFS= read -r out; do
  if [[ $out == *$'\0'* ]]; then (( frames++ )); (( frames >= 2 )) && break; continue; fi
  (( frames == 1 )) && print -r -- "${out%$'\r'}"
done
zpty -d z
