"""The broken books of the pub-battles sample: one edit of the base book per check, each breaking
exactly that check. samples/tools/make_broken_books.py finds this file and writes the books beside it.
"""
import xml.etree.ElementTree as ET

from broken_book_edits import find, set_placement, unit

BASE = "../../../docs/examples/books/field.sandtable"


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
    "polygon-valid": pb_polygon_valid, "terrain-overlap": pb_terrain_overlap, "stacking": pb_stacking,
    "on-map": pb_on_map, "marsh": pb_marsh, "moving-intent": pb_moving_intent, "no-rivers": pb_no_rivers,
    "command-hq": pb_command_hq, "chits-in-play": pb_chits_in_play, "arrival": pb_arrival,
    "accounting": pb_accounting, "command-size": pb_command_size, "setup-contact": pb_setup_contact,
}
