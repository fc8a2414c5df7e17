"""The broken books of the gettysburg-125 sample: one edit of the base book per check, each breaking
exactly that check. samples/tools/make_broken_books.py finds this file and writes the books beside it.
"""
import xml.etree.ElementTree as ET

from broken_book_edits import find, keep_only_scenario, set_attr, set_placement, table_rows

BASE = "../gettysburg-125.sandtable"


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


BOOKS = {
    "stacking": b125_stacking, "opposing-units": b125_opposing_units,
    "artillery-terrain": b125_artillery_terrain, "arrival-hex": b125_arrival_hex,
    "scenario-turns": b125_scenario_turns, "starting-casualties": b125_starting_casualties,
    "objective-hexes": b125_objective_hexes, "combat-results": b125_combat_results,
    "chain-of-command": b125_chain_of_command, "headquarters-replacement": b125_headquarters_replacement,
    "core.scenario-options": b125_scenario_options, "core.terrain-catalogue": b125_terrain_catalogue,
}
