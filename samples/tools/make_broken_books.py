#!/usr/bin/env python3
"""Writes the broken/ books beside the ruleset samples: one small book per check, each breaking
exactly that check.

    python3 samples/tools/make_broken_books.py path/to/sandtable-cli [RULESET...]

With rulesets named, only their books are written.
Each book is the sample cut down to one scenario, without its imagery, with one change. The file is
named for the check it breaks (`broken/stacking.sandtable` breaks `gettysburg-125.stacking`), and
its description says what was changed. `tests/io/broken_books_test.cpp` validates every one and
checks that its only diagnostic is the one its name promises, and that every check of the two
rulesets has its book.
"""
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

SAMPLES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def find(root, path, **attributes):
    for element in root.iterfind(path):
        if all(element.get(k) == v for k, v in attributes.items()):
            return element
    raise KeyError(f"{path} {attributes}")


def keep_only_scenario(root, scenario_id):
    scenarios = root.find("scenarios")
    for scenario in list(scenarios):
        if scenario.get("id") != scenario_id:
            scenarios.remove(scenario)
    acks = root.find("acknowledgements")
    if acks is not None:
        for ack in list(acks):
            if ack.get("scenario") not in ("", None, scenario_id):
                acks.remove(ack)
        if len(acks) == 0:
            root.remove(acks)
    table = next((t for t in root.iterfind("rules-data/table") if t.get("id") == "scenario-action-points"), None)
    if table is not None:
        for row in table.findall("row"):
            if row.find("c").text != scenario_id:
                table.remove(row)


def set_placement(root, scenario, unit, **attributes):
    placement = find(root, f"scenarios/scenario[@id='{scenario}']/setup/placement", unit=unit)
    for key, value in attributes.items():
        if value is None:
            placement.attrib.pop(key, None)
        else:
            placement.set(key, value)


def unit(root, unit_id):
    return next(u for u in root.iter("unit") if u.get("id") == unit_id)


def set_attr(root, unit_id, key, value):
    node = unit(root, unit_id)
    for attr in node.findall("attr"):
        if attr.get("key") == key:
            attr.set("value", value)
            return
    ET.SubElement(node, "attr", {"key": key, "value": value})


def table_rows(root, table_id):
    table = find(root, "rules-data/table", id=table_id)
    return table, table.findall("row")


# ---- Gettysburg (125th Anniversary Edition) -------------------------------------------------

def b125_stacking(root):
    keep_only_scenario(root, "second-day")
    set_placement(root, "second-day", "us-hays", hex="M9")
    return "§7: Hays set up in M9 with Wadsworth and no headquarters, two regular units in one hex."


def b125_opposing_units(root):
    keep_only_scenario(root, "second-day")
    set_placement(root, "second-day", "cs-ewell", hex="M9")
    return "§7, §11.1: Ewell's headquarters set up in M9, the hex Wadsworth holds."


def b125_artillery_terrain(root):
    keep_only_scenario(root, "second-day")
    set_placement(root, "second-day", "us-wainwright", hex="E6")
    return "§1.1: Wainwright's artillery set up in E6, a rocky hill and woods hex."


def b125_arrival_hex(root):
    keep_only_scenario(root, "second-day")
    entry = find(root, "scenarios/scenario[@id='second-day']/schedule/entry", id="cs-first-corps")
    entry.set("hex", "M8")
    return "§11.2: Longstreet's corps arrives on the first turn in M8, the hex Muhlenburg holds."


def b125_scenario_turns(root):
    keep_only_scenario(root, "first-day")
    find(root, "scenarios/scenario", id="first-day").set("end-turn", "7")
    return "§15: the first day ends on turn 7, not on the night turn 8."


def b125_starting_casualties(root):
    keep_only_scenario(root, "second-day")
    set_placement(root, "second-day", "us-wainwright", state=None)
    return "§14: Wainwright starts the 2nd of July at full strength, though the casualties list has it reduced."


def b125_objective_hexes(root):
    keep_only_scenario(root, "first-day")
    objective = find(root, "maps/hex-map/objectives/objective", id="obj-m9")
    objective.set("vp", "1")
    return "§14 Table 6: Culp's Hill (M9) is worth 1 VP on the map; the table gives 3."


def b125_combat_results(root):
    keep_only_scenario(root, "first-day")
    table, rows = table_rows(root, "combat-results")
    table.remove(next(r for r in rows if r.findall("c")[3].text == "AR"))
    return "§13.2 Table 4: the AR row (-2 to 0) is missing, so three differences have no result."


def b125_chain_of_command(root):
    keep_only_scenario(root, "first-day")
    side = find(root, "forces/side", id="union")
    army = find(side, "formation", id="us-potomac")
    reserve = find(army, "formation", id="us-ar")
    army.remove(reserve)
    side.append(reserve)
    return "§5: the Artillery Reserve is taken out of the Army of the Potomac, so McGilvery and Huntington answer to no army."


def b125_headquarters_replacement(root):
    keep_only_scenario(root, "first-day")
    set_attr(root, "us-newton", "replaces", "us-sickles")
    return "§11.3: Newton replaces Sickles, who leads the III Corps, not Newton's I Corps."


def b125_scenario_options(root):
    keep_only_scenario(root, "first-day")
    ET.SubElement(find(root, "scenarios/scenario", id="first-day"), "options", {"ids": "reorganisation"})
    return "§2: the first day is played with Reorganisation but without Control & Command, which it needs."


def b125_terrain_catalogue(root):
    keep_only_scenario(root, "first-day")
    ET.SubElement(find(root, "maps/hex-map/terrain-types"), "terrain", {"id": "swamp", "name": "Swamp",
                                                                         "colour": "#556b2f"})
    return "Table 1: the map's catalogue has swamp, which the 125th's terrain effects do not know."


# ---- Gettysburg 150 --------------------------------------------------------------------------

def b150_hex_limits(root):
    keep_only_scenario(root, "july-2")
    set_placement(root, "july-2", "us-robinson", hex="2108")
    return "§4: Robinson set up in 2108 with Wadsworth, two infantry units in one hex."


def b150_morale_range(root):
    keep_only_scenario(root, "july-1")
    set_attr(root, "us-gamble", "morale", "3")
    return "§3: Gamble's cavalry has 3 MP; cavalry has 1 to 2."


def b150_arrival_hex(root):
    keep_only_scenario(root, "july-1")
    ET.SubElement(find(root, "maps/hex-map/edges"), "edge", {"id": "entry-fairfield", "name": "Fairfield Road",
                                                            "hexes": ""})
    entry = find(root, "scenarios/scenario[@id='july-1']/schedule/entry", id="cs-jones")
    del entry.attrib["hex"]
    entry.set("edge", "entry-fairfield")
    return "§7: Jones arrives at the Fairfield Road edge, which has no entry hex on the board."


def b150_base_action_points(root):
    keep_only_scenario(root, "july-1")
    table, rows = table_rows(root, "scenario-action-points")
    for row in rows:
        if row.findall("c")[1].text == "confederate":
            table.remove(row)
    return "§6: the July 1 scenario gives the Confederates no base action points."


def b150_demoralization(root):
    keep_only_scenario(root, "fight-for-little-round-top")
    root.remove(root.find("acknowledgements"))
    return ("§11: the Little Round Top scenario without its acknowledgement: 4 Confederate infantry units, fewer "
            "than the demoralization number 7.")


def b150_events_table(root):
    keep_only_scenario(root, "july-1")
    table, rows = table_rows(root, "events")
    table.remove(rows[-1])
    return "§11: the events table has no row for a roll of 12."


def b150_town_hex(root):
    keep_only_scenario(root, "july-1")
    terrain = find(root, "maps/hex-map/terrain")
    row = find(terrain, "row", n="5")  # 1906 is column 19, row 06 (index 5)
    tokens = []
    for token in row.text.split():
        ids, _, count = token.partition("*")
        tokens += [ids] * (int(count) if count else 1)
    tokens[18] = "town"
    row.text = " ".join(tokens)
    return "§2: hex 1906 is town too; Gettysburg is hex 1905 only."


# ---- Pub Battles: Gettysburg (free-form maps) ------------------------------------------------

def freeform_areas(root):
    return root.find("maps/freeform-map/areas")


def add_area(root, area_id, terrain, outer):
    area = ET.SubElement(freeform_areas(root), "area", {"id": area_id, "terrain": terrain})
    ET.SubElement(ET.SubElement(area, "polygon"), "outer").text = outer


def pb_polygon_valid(root):
    add_area(root, "bow-tie", "buildings", "900,100 950,150 950,100 900,150 900,100")
    return "How the Pieces Move: Moving: a buildings area at the north-east corner whose ring crosses itself (a bow tie)."


def pb_terrain_overlap(root):
    add_area(root, "woods-over-herbst", "woods", "300,200 380,200 380,260 300,260 300,200")
    return "How the Pieces Move: Moving: a second woods area laid over the east edge of Herbst Woods."


def pb_stacking(root):
    set_placement(root, "morning", "us-cutler", x="230", y="270", facing="270")
    return "How the Pieces Move: Moving: Cutler set up across Meredith in Herbst Woods' clearing."


def pb_on_map(root):
    set_placement(root, "morning", "cs-pegram", x="0", y="560", facing="0")
    return "How the Pieces Move: Moving: Pegram set up on the west border, half of it off the map."


def pb_marsh(root):
    set_placement(root, "morning", "cs-pegram", x="400", y="525", facing="0")
    return "Terrain Effects: Marsh: Pegram's artillery set up in the marsh of Willoughby Run."


def pb_moving_intent(root):
    set_placement(root, "morning", "us-cutler", x="333", y="200", facing="0")
    return "How to Attack: Moving Intent: Cutler set up astride the east edge of Herbst Woods, half in the woods and half in the open."


def pb_no_rivers(root):
    line = find(root, "maps/freeform-map/lines/line", id="run")
    line.set("terrain", "river")
    return "Gettysburg Scenario: Special Rules: Creeks: Willoughby Run drawn as a river."


def morning(root):
    return find(root, "scenarios/scenario", id="morning")


def formation(root, formation_id):
    return next(f for f in root.iter("formation") if f.get("id") == formation_id)


def add_unit(root, formation_id, unit_id, unit_type, name):
    ET.SubElement(formation(root, formation_id), "unit", {"id": unit_id, "type": unit_type, "name": name})


def entry(root, entry_id):
    return find(root, "scenarios/scenario[@id='morning']/schedule/entry", id=entry_id)


def add_to_entry(root, entry_id, unit_id):
    arriving = entry(root, entry_id)
    arriving.set("units", f"{arriving.get('units')} {unit_id}")


def pb_command_hq(root):
    formation(root, "cs-iii").remove(unit(root, "cs-iii-hq"))
    scenario = morning(root)
    scenario.remove(scenario.find("schedule"))
    return "Gettysburg Scenario: Order of Battle (Base): Hill, the III Corps' HQ, left out of the forces (and his arrival with him)."


def pb_chits_in_play(root):
    morning(root).find("chits").set("ids", "confederate:III")
    return "How the Turns Work: the I Corps chit is not among the starting chits, though Meredith, Cutler and Reynolds are set up."


def pb_arrival(root):
    setup = morning(root).find("setup")
    setup.remove(find(setup, "placement", unit="us-cutler"))
    add_to_entry(root, "cs-hill", "us-cutler")
    return "Gettysburg Scenario: Setup and Reinforcements: Cutler arrives in Hill's entry at the West edge, a Union piece with the Confederates."


def pb_accounting(root):
    add_unit(root, "cs-iii", "cs-iii-train", "baggage-train", "III Baggage Train")
    add_to_entry(root, "cs-hill", "cs-iii-train")
    return "Optional Baggage Trains: the III Baggage Train arrives with Hill, and the morning is played without the optional rule."


def pb_command_size(root):
    side = find(root, "forces/side", id="union")
    xi = ET.SubElement(side, "formation", {"id": "us-xi", "type": "command", "name": "XI Corps"})
    ET.SubElement(xi, "attr", {"key": "chit", "value": "XI"})
    add_unit(root, "us-xi", "us-barlow", "infantry", "Barlow")
    add_unit(root, "us-xi", "us-xi-hq", "hq", "Howard")
    scenario = morning(root)
    ET.SubElement(scenario.find("schedule"), "entry", {"id": "us-howard", "turn": "1", "edge": "north",
                                                       "units": "us-xi-hq us-barlow", "chits": "union:XI"})
    assignments = ET.Element("assignments")
    ET.SubElement(assignments, "assign", {"piece": "us-cutler", "formation": "us-xi"})
    scenario.insert(list(scenario).index(scenario.find("setup")), assignments)
    ET.SubElement(scenario, "options", {"ids": "hidden-reserves"})
    return ("Optional Hidden Reserves: Command Size Limits: with Hidden Reserves, Cutler is reassigned to a XI Corps arriving "
            "on the first turn, which leaves I Corps with Meredith alone.")


def pb_setup_contact(root):
    set_placement(root, "morning", "cs-davis", x="270", y="250", facing="270")
    return ("How to Resolve Combat: Definition: Davis set up in Herbst Woods against the back of Meredith's piece, in contact "
            "from the first turn.")


BOOKS = {
    ("pub-battles", "../../docs/examples/books/field.sandtable"): {
        "polygon-valid": pb_polygon_valid, "terrain-overlap": pb_terrain_overlap, "stacking": pb_stacking,
        "on-map": pb_on_map, "marsh": pb_marsh, "moving-intent": pb_moving_intent, "no-rivers": pb_no_rivers,
        "command-hq": pb_command_hq, "chits-in-play": pb_chits_in_play, "arrival": pb_arrival,
        "accounting": pb_accounting, "command-size": pb_command_size, "setup-contact": pb_setup_contact,
    },
    ("gettysburg-125", "gettysburg-125.sandtable"): {
        "stacking": b125_stacking, "opposing-units": b125_opposing_units,
        "artillery-terrain": b125_artillery_terrain, "arrival-hex": b125_arrival_hex,
        "scenario-turns": b125_scenario_turns, "starting-casualties": b125_starting_casualties,
        "objective-hexes": b125_objective_hexes, "combat-results": b125_combat_results,
        "chain-of-command": b125_chain_of_command, "headquarters-replacement": b125_headquarters_replacement,
        "core.scenario-options": b125_scenario_options, "core.terrain-catalogue": b125_terrain_catalogue,
    },
    ("gettysburg-150", "gettysburg-150.sandtable"): {
        "hex-limits": b150_hex_limits, "morale-range": b150_morale_range, "arrival-hex": b150_arrival_hex,
        "base-action-points": b150_base_action_points, "demoralization": b150_demoralization,
        "events-table": b150_events_table, "town-hex": b150_town_hex,
    },
}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cli = os.path.abspath(sys.argv[1])
    wanted = set(sys.argv[2:])
    for (folder, name), books in BOOKS.items():
        if wanted and folder not in wanted:
            continue
        out = os.path.join(SAMPLES, folder, "broken")
        os.makedirs(out, exist_ok=True)
        readme = [f"# Broken books of the {folder} sample", "",
                  f"One book per check of the `{folder}` ruleset (and the core checks the ruleset brings into play),",
                  f"each the {'book' if name.startswith('../') else 'sample'} `../{name}` cut down to one scenario, without its imagery, with one change that",
                  "breaks exactly that check. `sandtable-cli validate BOOK` reports that check and nothing else;",
                  "`tests/io/broken_books_test.cpp` makes sure of it. Rebuilt by",
                  "`python3 samples/tools/make_broken_books.py build/cli/sandtable-cli`.", "",
                  "| Book | Check | The change |", "|---|---|---|"]
        for check, breaks in books.items():
            tree = ET.parse(os.path.join(SAMPLES, folder, name))
            root = tree.getroot()
            for game_map in root.find("maps"):
                if game_map.find("imagery") is not None:
                    game_map.remove(game_map.find("imagery"))
            what = breaks(root)
            metadata = root.find("metadata")
            metadata.find("title").text = f"Broken: {check}"
            if metadata.find("description") is None:
                description = ET.Element("description")
                metadata.insert(list(metadata).index(metadata.find("title")) + 1, description)
            metadata.find("description").text = f"Breaks exactly one check, {check}. {what}"
            path = os.path.join(out, check + ".sandtable")
            tree.write(path, encoding="UTF-8", xml_declaration=True)
            subprocess.run([cli, "upgrade", path], check=True, capture_output=True)
            if os.path.exists(path + ".bak"):
                os.remove(path + ".bak")
            result = subprocess.run([cli, "validate", path], capture_output=True, text=True)
            print(result.stdout.strip().replace(SAMPLES + "/", ""))
            code = check if check.startswith("core.") else f"{folder}.{check}"
            readme.append(f"| [`{check}.sandtable`]({check}.sandtable) | `{code}` | {what} |")
        with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
            f.write("\n".join(readme) + "\n")


if __name__ == "__main__":
    main()
