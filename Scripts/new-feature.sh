#!/usr/bin/env bash
# Adds a screen, wired into the core, every host and the tests. Run with --help for what it
# writes, which parents it takes, the edits it leaves and the tests to run.
set -euo pipefail

usage() {
  cat <<'TEXT'
Usage: Scripts/new-feature.sh NAME --parent PARENT [--apply-parent-edits] [--dry-run]
       Scripts/new-feature.sh NAME --tab [--apply-parent-edits] [--dry-run]
       Scripts/new-feature.sh --help

NAME is UpperCamelCase (Nutrition, ShoppingList). Its word, in links and as a command, is NAME
in kebab case (nutrition, shopping-list); its title is NAME in words (Shopping List).

--parent PARENT  a screen pushed over PARENT on PARENT's own tab stack, at PARENT's URL plus
                 /word, opened by the word as a command on PARENT; done goes back. PARENT is
                 the parent's view model without ViewModel: RecipeDetail, Author, Profile,
                 Settings, a screen this script made, or a tab's root it made. (Not RecipeList,
                 whose next segment is a recipe's id, nor Pantry, which presents and pushes
                 nothing.) Over RecipeDetail and Author the screen carries the recipe's or
                 author's id, also under favorites/.
--tab            a tab whose root is the screen, at cookbook://word, before Profile; tab word
                 reaches it, as Tab and Shift-Tab and the desktop's switcher do.
--apply-parent-edits  also makes the hand edits it would print (CI does).
--dry-run        lists what it would write and edit, and changes nothing.

It writes the feature module (Modules/NAMEFeature: view model, navigation protocol, DocC) with
its test target, the screen's model conformance (Modules/Coordinators/NAMEScreen.swift, or
NAMECoordinator.swift for a tab: its flow, its stack and its destination type), its commands,
line view, full-screen view and desktop page, and its flow and full-screen tests. It adds the
feature to Package.swift and the screen to ScreenVisitor (Modules/Coordinators/Screen.swift).

The edits left, which the compiler points at once the files are written: the parent's
destination type (a case, its word, which screen it opens over) and the flow's model(for:);
for a tab, AppTab (a case, its title, its flow) and the desktop's tab icon. It prints them.

Then: Scripts/diagrams.sh && swift build --build-tests &&
      swift test --skip-build --filter 'NAMEFeatureTests|NAMEFlowTests|NAMEScreenTests'
Refused, with the reason: a NAME that exists, whose word is a command, a tab or host word, a
catalogue id or a segment already there; a parent that cannot push; a tab bar wider than 80.
TEXT
}

name="" parent="" tab=false apply=false dry=false
while (($#)); do
  case $1 in
    --help | -h) usage; exit 0 ;;
    --parent) [[ $# -ge 2 ]] || { echo "new-feature.sh: --parent needs a screen" >&2; exit 64; }
      parent=$2; shift ;;
    --tab) tab=true ;;
    --apply-parent-edits) apply=true ;;
    --dry-run) dry=true ;;
    -*) echo "new-feature.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
    *) [[ -z "$name" ]] || { echo "new-feature.sh: one NAME only, not '$1' too" >&2; exit 64; }
      name=$1 ;;
  esac
  shift
done
fail() { echo "new-feature.sh: $*" >&2; exit 1; }
[[ "$name" =~ ^[A-Z][a-z0-9]+([A-Z][a-z0-9]+)*$ ]] ||
  { echo "new-feature.sh: NAME must be UpperCamelCase, such as Nutrition (see --help)" >&2; exit 64; }
if [[ $tab == true && -n "$parent" ]] || [[ $tab == false && -z "$parent" ]]; then
  echo "new-feature.sh: give either --parent PARENT or --tab (see --help)" >&2
  exit 64
fi
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"
word=$(sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' <<<"$name" | tr '[:upper:]' '[:lower:]')
title=$(sed -E 's/([a-z0-9])([A-Z])/\1 \2/g' <<<"$name")
words=$(tr '[:upper:]' '[:lower:]' <<<"$title")
feature="${name}Feature"
destinations=Modules/Coordinators/AppDestinations.swift
generated=false
if [[ -e "Modules/$feature" ]]; then
  $apply || fail "Modules/$feature exists: $name is a screen already"
  generated=true
fi

# Where the parent's screens live: its flow, the file that makes their models, its destination
# type, how that type is written (raw: a String enum; browse: cases that carry an id; plain:
# a scaffolded tab's), the case the parent is, what a child carries, and a URL of the parent in
# the tests' catalogue and in the app's.
case $parent in
  "") flow="${name}Coordinator" flowFile="Modules/Coordinators/${name}Coordinator.swift"
    dest="${name}Destination" style=plain parentCase="" carry="" testURL="" liveURL="" stack=$word ;;
  RecipeDetail) flow=TabCoordinator flowFile=Modules/Coordinators/TabCoordinator.swift
    dest=BrowseDestination style=browse parentCase=.recipeDetail carry=recipeID
    testURL=recipes/carbonara liveURL=recipes/tiramisu ;;
  Author) flow=TabCoordinator flowFile=Modules/Coordinators/TabCoordinator.swift
    dest=BrowseDestination style=browse parentCase=.author carry=authorID
    testURL=recipes/@test-kitchen liveURL=recipes/@giulia-romano ;;
  Profile | Settings) flow=ProfileCoordinator flowFile=Modules/Coordinators/ProfileCoordinator.swift
    dest=ProfileDestination style=raw carry=""
    parentCase=$([[ $parent == Settings ]] && echo .settings || true)
    testURL=profile$([[ $parent == Settings ]] && echo /settings || true) liveURL=$testURL ;;
  RecipeList) fail "RecipeList pushes nothing by a word: the segment after it is a recipe's id. Use --parent RecipeDetail for a screen over a recipe" ;;
  Pantry) fail "Pantry pushes nothing: it presents its form and its alert. Use --tab for a screen of its own" ;;
  *)
    marker=$(grep -h "^// Scaffolded: " "Modules/Coordinators/${parent}Screen.swift" \
      "Modules/Coordinators/${parent}Coordinator.swift" 2>/dev/null | head -1 || true)
    [[ -n "$marker" ]] || fail "no screen $parent that can push: PARENT is RecipeDetail, Author, Profile, Settings or a screen or tab this script made"
    field() { sed -E "s/.* $1=([^ ]*).*/\\1/" <<<"$marker"; }
    flow=$(field flow) flowFile=$(field file) dest=$(field destination) style=$(field style)
    carry=$(field carry) testURL=$(field test) liveURL=$(field live)
    parentLower="$(tr '[:upper:]' '[:lower:]' <<<"${parent:0:1}")${parent:1}"
    if [[ -f "Modules/Coordinators/${parent}Coordinator.swift" ]]; then parentCase=""; else parentCase=".$parentLower"; fi ;;
esac
[[ -n "$parent" ]] && stack=${testURL%%/*}
[[ $style == browse ]] && { [[ $carry == recipeID ]] && carryWhat=recipe || carryWhat=author; }
carryWhat=${carryWhat:-}
carryExample=$([[ $carry == recipeID ]] && echo carbonara || echo test-kitchen)

# A child's word outranks an id in its position, so it must be no id, command or segment.
python3 - "$word" "$dest" "$destinations" "$flowFile" <<'PYTHON' || exit 1
import json, re, sys
word, dest, destinations, flow_file = sys.argv[1:]
catalogue = json.load(open("Modules/ServicesLive/Resources/recipes.json"))
source = open("Modules/TerminalCommands/CommandWords.swift").read()
commands = set(re.findall(r'"([a-z-]+)"', source.split("static let all")[1].split("]")[0]))
commands |= {"exit", "favourite", "y", "n", "done", "map"}
tabs = set(re.findall(r"^  case (\w+)", open(destinations).read().split("public enum AppTab")[1]
                      .split("public var name")[0], re.M))
text = open(destinations).read()
segments = set(re.findall(r'^  case (\w+)', text, re.M)) | set(re.findall(r'= "([\w-]+)"$', text, re.M))
segments |= set(re.findall(r'case \.\w+[^:\n]*: "([\w@-]+)"$', text, re.M))
why = None
if word in {r["id"] for r in catalogue["recipes"]}:
    why = f"'{word}' is a recipe's id in the catalogue, which a link would no longer reach"
elif word in commands:
    why = f"'{word}' is a command word; the screen's word would shadow it"
elif word in tabs or word in {"login", "signin", "global", "recipes", "favorites"}:
    why = f"'{word}' is a tab's or a host's word"
elif word in segments:
    why = f"'{word}' is a screen's segment already"
if why:
    print(f"new-feature.sh: {why}; choose another NAME", file=sys.stderr)
    sys.exit(1)
PYTHON
if [[ -n "$parent" ]]; then
  parentCommands="Modules/TerminalCommands/${parent}Commands.swift"
  if [[ -f "$parentCommands" ]] && grep -Eq "usage: \"$word( |\")" "$parentCommands"; then
    fail "'$word' is a command of $parent already; choose another NAME"
  fi
else
  fits=$(python3 - "$title" "$destinations" <<'PYTHON'
import re, sys
text = open(sys.argv[2]).read().split("public var title: String")[1].split("}")[0]
titles = re.findall(r': "([^"]+)"', text) + [sys.argv[1]]
# "Tabs: " and "[Selected]" in line mode, two spaces between tabs
print(len("Tabs: ") + sum(len(t) for t in titles) + 2 + 2 * (len(titles) - 1))
PYTHON
  )
  ((fits <= 80)) || fail "the tab bar would be $fits columns wide with $title; 80 is the most"
fi

template=Scripts/templates/new-feature
kind=$([[ -n "$parent" ]] && echo child || echo tab)
carryParam=$([[ -n "$carry" ]] && echo "$carry: String, " || true)
carryArg=$([[ -n "$carry" ]] && echo "$carry: \"$carryExample\", " || true)
caseValue=$([[ -n "$carry" ]] && echo ".$lower($carry: \"$carryExample\")" || echo ".$lower")
render() {
  local keep=$kind drop
  drop=$([[ $kind == child ]] && echo tab || echo child)
  sed -E -e "/^\/\/@$drop/d" -e "s/^\/\/@$keep ?//" \
    -e "$([[ -n "$carry" ]] && echo 's/^\/\/@carry ?//' || echo '/^\/\/@carry/d')" \
    -e "s/__Name__/$name/g" -e "s/__name__/$lower/g" -e "s/__word__/$word/g" \
    -e "s/__Title__/$title/g" -e "s/__words__/$words/g" -e "s/__Flow__/$flow/g" \
    -e "s#__FlowFile__#$flowFile#g" -e "s/__Dest__/$dest/g" -e "s/__style__/$style/g" \
    -e "s/__carry__/$carry/g" -e "s/__carryWhat__/$carryWhat/g" \
    -e "s/__carryExample__/$carryExample/g" -e "s/__carryParam__/$carryParam/g" \
    -e "s/__carryArg__/$carryArg/g" -e "s#__testURL__#$testURL#g" -e "s#__liveURL__#$liveURL#g" \
    -e "s/__destValue__/$dest$caseValue/g" -e "s/__stack__/$stack/g" -e "s/__case__/$lower/g" \
    -e "s/__childPageSummary__/$([[ $kind == child ]] && echo ' and a Done button that closes it' || true)/g" \
    "$template/$1"
}

files=(
  "Navigating.swift.template:Modules/$feature/${name}Navigating.swift"
  "ViewModel.swift.template:Modules/$feature/${name}ViewModel.swift"
  "Feature.md:Modules/$feature/$feature.docc/$feature.md"
  "ViewModelTests.swift.template:Tests/${feature}Tests/${name}ViewModelTests.swift"
  "FlowTests.swift.template:Tests/CoordinatorsTests/${name}FlowTests.swift"
  "Commands.swift.template:Modules/TerminalCommands/${name}Commands.swift"
  "View.swift.template:Modules/TerminalUI/${name}View.swift"
  "Screen.swift.template:Modules/FullScreenUI/${name}Screen.swift"
  "ScreenTests.swift.template:Tests/FullScreenUITests/${name}ScreenTests.swift"
)
if [[ $kind == child ]]; then
  files+=("CoordinatorScreen.swift.template:Modules/Coordinators/${name}Screen.swift")
else
  files=("${files[@]:1}" "TabCoordinator.swift.template:$flowFile")
fi
[[ -d Apps/Desktop/Sources/DesktopUI ]] &&
  files+=("Page.swift.template:Apps/Desktop/Sources/DesktopUI/Pages/${name}Page.swift")
tabIcons=Apps/Desktop/Sources/DesktopUI/TabsView.swift
if [[ $kind == child ]]; then
  handEdited=("$destinations" "$flowFile")
  [[ $style == plain ]] && handEdited=("$flowFile")
else
  handEdited=("$destinations")
  [[ -f $tabIcons ]] && handEdited+=("$tabIcons")
fi

if $dry; then
  echo "new-feature.sh --dry-run: would write"
  for pair in "${files[@]}"; do echo "  ${pair#*:}"; done
  echo "would edit Package.swift (the features) and Modules/Coordinators/Screen.swift (ScreenVisitor)"
  echo "would leave by hand$($apply && echo ', and with --apply-parent-edits make,'):" "${handEdited[@]}"
  exit 0
fi

# Inserts TEXT after the first line matching REGEX in FILE, or with INSIDE, after the first
# line matching INSIDE that follows it; with SCOPE set, only after SCOPE's first match (a type's
# declaration). Fails when there is none.
insert() {
  local file=$1 regex=$2 text=$3 inside=${4:-}
  TEXT="$text" REGEX="$regex" INSIDE="$inside" SCOPE="${SCOPE:-}" perl -0pi -e '
    my ($text, $regex, $inside, $scope) = ($ENV{TEXT}, $ENV{REGEX}, $ENV{INSIDE}, $ENV{SCOPE});
    my $at = 0;
    if ($scope ne "") { /$scope/g or die "no $scope\n"; $at = pos; }
    my ($pre, $post) = (substr($_, 0, $at), substr($_, $at));
    if ($inside ne "") { $post =~ s/^(.*$regex.*\n(?:.*\n)*?.*$inside.*\n)/$1$text\n/m or die "no $inside after $regex\n" }
    else { $post =~ s/^(.*$regex.*\n)/$1$text\n/m or die "no line matching $regex\n" }
    $_ = $pre . $post;
  ' "$file" || fail "could not edit $file"
}
# Appends ITEM to the list of the children line of PARENTCASE (`nil` for the root) in FILE,
# after SCOPE, binding `id` when the item needs it.
addChild() {
  local file=$1 parentCase=$2 item=$3
  PARENT="$parentCase" ITEM="$item" SCOPE="$SCOPE" perl -0pi -e '
    my ($p, $item, $scope) = ($ENV{PARENT}, $ENV{ITEM}, $ENV{SCOPE});
    /$scope/g or die "no $scope\n";
    my ($pre, $post) = (substr($_, 0, pos), substr($_, pos));
    my $pattern = $p eq "" ? qr/case nil/ : qr/case \Q$p\E(?:\(let id\))?\?/;
    my $case = $p eq "" ? "case nil" : ($item =~ /\bid\b/ ? "case $p(let id)?" : undef);
    $post =~ s{^(\s*)($pattern): \[(.*?)\]$}{
      my ($indent, $head, $list) = ($1, $2, $3);
      $head = $case if defined $case;
      "$indent$head: [" . ($list eq "" ? $item : "$list, $item") . "]"
    }me or die "no children line for $p\n";
    $_ = $pre . $post;
  ' "$file" || fail "could not edit $file"
}

# The hand edits, printed and applied from the same text.
caseLine=$([[ $style == browse ]] && echo "  case $lower($carry: String)" ||
  { [[ $style == raw && $word != "$lower" ]] && echo "  case $lower = \"$word\"" || echo "  case $lower"; })
childItem=$([[ $style == browse ]] && echo ".$lower($carry: id)" || echo ".$lower")
modelCase=$([[ $style == browse ]] && echo "    case .$lower(let id): return ${name}ViewModel($carry: id, navigation: self)" ||
  echo "    case .$lower: ${name}ViewModel(navigation: self)")
edits() {
  if [[ $kind == tab ]]; then
    cat <<TEXT
1. $destinations, in AppTab: "  case $lower$([[ $word != "$lower" ]] && echo " = \"$word\"")" before "case profile",
   "    case .$lower: \"$title\"" in title and "    case .$lower: ${name}Coordinator.self" in flow.
2. $tabIcons, in iconName: "    case .$lower: \"view-list-symbolic\"" (any symbolic icon).
TEXT
    return
  fi
  cat <<TEXT
1. $([[ $style == plain ]] && echo "$flowFile" || echo "$destinations"), in $dest: "$caseLine";
   its word $([[ $style == raw ]] && echo "(its raw value)" || echo "in segment: \"    case .$lower: \\\"$word\\\"\""); in children(of:),
   $childItem over ${parentCase:-the root (case nil)}, and "    case .$lower?: []"$([[ $style == browse ]] && echo "; in description: \"    case .$lower(let id): \\\"$lower(\\\\(id))\\\"\"").
2. $flowFile, in model(for:): "$modelCase"$([[ $style == browse ]] && echo ";
   in firstMissingScreen's switch: \"        case .$lower: break\" (its recipe or author is checked)")$([[ $style == plain ]] && echo " (the first case replaces noScreenYet)").
TEXT
}

applyEdits() {
  if [[ $kind == tab ]]; then
    local raw=""
    [[ $word != "$lower" ]] && raw=" = \"$word\""
    TEXT="  /// $title: a tab the scaffold made."$'\n'"  case $lower$raw" perl -0pi -e \
      's/^(  \/\/\/ Profile: who is signed in.*\n  case profile\n)/$ENV{TEXT}\n$1/m or die' "$destinations" ||
      fail "no 'case profile' in AppTab"
    insert "$destinations" "public var title: String \\{" "    case .$lower: \"$title\"" "switch self \\{"
    insert "$destinations" "public var flow: any TabFlow.Type \\{" "    case .$lower: ${name}Coordinator.self" "switch self \\{"
    [[ -f $tabIcons ]] && insert "$tabIcons" "var iconName: String \\{" "    case .$lower: \"view-list-symbolic\"" "switch self \\{"
    return
  fi
  local destFile=$destinations
  [[ $style == plain ]] && destFile=$flowFile
  grep -q "^import $feature\$" "$flowFile" || insert "$flowFile" "^import Navigation\$" "import $feature"
  local head="public enum $dest"
  insert "$destFile" "$head" "  /// The $words, pushed over ${parent}."$'\n'"$caseLine"
  local scope="public enum $dest\\b"
  if [[ $style != raw ]]; then
    if grep -q "switch self {}" <(sed -n "/$head/,/^}/p" "$destFile" | grep -A2 "var segment"); then
      WORD="$word" LOWER="$lower" perl -0pi -e 's/(public var segment: String \{\n\s*)switch self \{\}/$1switch self {\n    case .$ENV{LOWER}: "$ENV{WORD}"\n    }/ or die' "$destFile"
    else
      SCOPE=$scope insert "$destFile" "public var segment: String \\{" "    case .$lower: \"$word\"" "switch self \\{"
    fi
  fi
  SCOPE=$scope addChild "$destFile" "$parentCase" "$childItem"
  SCOPE=$scope insert "$destFile" "public static func children\\(of parent: Self\\?\\)" "    case .$lower?: []" "switch parent \\{"
  if [[ $style == browse ]]; then
    SCOPE=$scope insert "$destFile" "public var description: String \\{" "    case .$lower(let id): \"$lower(\\(id))\"" "switch self \\{"
    insert "$flowFile" "func firstMissingScreen" "        case .$lower: break" "switch element \\{"
  fi
  if grep -q "destination.noScreenYet" "$flowFile"; then
    MODEL="$modelCase" perl -0pi -e 's/destination\.noScreenYet/switch destination {\n$ENV{MODEL}\n    }/; s/\n *\/\/\/ No screen is pushed yet[^\n]*\n *var noScreenYet: Never \{ switch self \{\} \}\n//' "$flowFile"
  else
    insert "$flowFile" "func model\\(for destination: $dest\\)" "$modelCase" "switch destination \\{"
  fi
}

swiftFiles=()
for pair in "${files[@]}"; do [[ ${pair#*:} == *.swift ]] && swiftFiles+=("${pair#*:}"); done
if $generated; then
  applyEdits
  swift format format --in-place "${handEdited[@]}"
  echo "new-feature.sh: made the edits by hand in" "${handEdited[@]}" >&2
  exit 0
fi
for pair in "${files[@]}"; do
  out=${pair#*:}
  mkdir -p "$(dirname "$out")"
  render "${pair%%:*}" >"$out"
done
perl -0pi -e 's/(let features = \[[^\]]*?)(,?\s*)\]/$1, "'"$feature"'"$2]/s' Package.swift
insert Modules/Coordinators/Screen.swift "^import ProfileFeature" "import $feature"
insert Modules/Coordinators/Screen.swift "^  func settings\\(_ model: SettingsViewModel\\) -> Output" \
  "  /// The $words."$'\n'"  func $lower(_ model: ${name}ViewModel) -> Output"
if $apply; then
  applyEdits
  swift format format --in-place "${handEdited[@]}"
fi
swift format format --in-place Package.swift Modules/Coordinators/Screen.swift "${swiftFiles[@]}"

echo "new-feature.sh: wrote" "${swiftFiles[@]}" >&2
if $apply; then
  echo "new-feature.sh: made the edits by hand in" "${handEdited[@]}" >&2
else
  echo "The edits left, which the compiler points at:"
  edits
  echo "(Scripts/new-feature.sh $name $([[ $kind == tab ]] && echo --tab || echo "--parent $parent") --apply-parent-edits makes exactly these.)"
fi
cat <<TEXT
Then: Scripts/diagrams.sh && swift build --build-tests &&
  swift test --skip-build --filter '${feature}Tests|${name}FlowTests|${name}ScreenTests'
and, signed in: open cookbook://$([[ $kind == tab ]] && echo "$word" || echo "$liveURL/$word")
TEXT
