"""The board of Gettysburg (125th Anniversary Edition): 640 m hexes, letter-number labels.

See samples/gettysburg-125/README.md for the choices made here.
"""
import os

from hexgrid import SQRT3, HexGrid
from make_ruleset_boards import LANDMARKS, REFERENCE, SAMPLES, control_points, polygon_centroid

# The hexes the rulebook names for the landmarks (§13 example, §14 Table 6).
CONTROL = [("P3", "mcphersons-woods"), ("L6", "cemetery-hill"), ("F6", "little-round-top"), ("M9", "culps-hill")]
COLUMNS, ROWS = 18, 12  # A to R, 1 to 12
THRESHOLD = 0.1

# Terrain the rulebook states, set by hand after digitising: (hex, add, remove, why).
HAND_TERRAIN = [
    ("E6", {"rocky-hill", "woods"}, {"hill"}, "§1.1: rocky hill and woods (Round Tops / Devil's Den); rocky hill stands for hill"),
    ("F5", {"rocky-hill", "woods"}, {"hill"}, "§1.1: rocky hill and woods (Round Tops / Devil's Den); rocky hill stands for hill"),
    ("P3", {"hill", "woods"}, set(), "§13.2 example: McPherson's woods, hill and woods"),
    ("L6", {"hill"}, set(), "§14 Table 6 names it Cemetery Hill; the traced hill lies mostly in M7 on this grid"),
    ("M9", {"hill"}, set(), "§14 Table 6 names it Culp's Hill; the traced hill lies mostly in L8 on this grid"),
    ("E4", {"woods"}, set(), "§11.1.3 example: D3 to F4, each hex moved into is woods (D3-E4-F4)"),
    ("F4", {"woods"}, set(), "§11.1.3 example: D3 to F4, each hex moved into is woods"),
    ("F3", {"woods", "hill"}, set(), "§11.1.3 example (woods) and §13.1 example (F3 and G3 connected by woods and hill)"),
    ("G3", {"woods", "hill"}, set(), "§13.1 example: F3 and G3 connected by woods and hill"),
    ("F2", {"woods"}, {"hill"}, "§13.1 example: F3 connected to F2 only by woods"),
    ("G2", set(), {"woods", "hill", "rocky-hill"}, "§13.1 example: G3 and G2 not connected by any terrain"),
    ("G1", {"hill", "woods"}, set(), "§11.1.3 example: entering G1 costs 1 MF for hill and 1 MF for woods"),
    ("H2", {"woods"}, set(), "§11.1.3 example (final woods hex H2) and §13.1 example (H2 and H3 connected by woods)"),
    ("H3", {"woods"}, set(), "§13.1 example: H2 and H3 connected by woods"),
    ("K8", {"woods"}, set(), "§13.1 example: Anderson in woods hex K8, not connected to K9"),
    ("K9", set(), {"woods"}, "§13.1 example: K9 not connected to K8 by woods"),
    ("I8", {"woods"}, set(), "§13.1 example: I8 connected by woods to I9"),
    ("I9", {"woods"}, set(), "§13.1 example: I8 connected by woods to I9"),
]

# Roads the §11.1.3 movement example needs, set by hand after digitising: (hexside, why). The base
# map's 1863 roads do not reach the south-west of the board, and the rulebook does not say which
# hexsides the printed roads cross, so these are the fewest that carry its moves: D3 to O6 by road
# at every step (D3 E3 F3 G3 H3 I4 J4 K5 L5 M6 N6 O6; I4-J4, J4-K5, L5-M6 and M6-N6 are digitised
# roads already), the first three hexes towards H2 by road (E3, F3, G3), and F2 to F1 by road.
HAND_ROADS = [
    ("D3/NE", "§11.1.3 example: D3 to E3 is road movement (the moves to O6, G1 and H2)"),
    ("E3/SE", "§11.1.3 example: E3 to F3, road to O6 and H2"),
    ("F3/NE", "§11.1.3 example: F3 to G3, road to O6 and H2"),
    ("G3/SE", "§11.1.3 example: G3 to H3, road to O6"),
    ("H3/SE", "§11.1.3 example: H3 to I4, road to O6"),
    ("I4/SE", "§11.1.3 example: I4 to J4, road to O6 (digitised)"),
    ("J4/SE", "§11.1.3 example: J4 to K5, road to O6 (digitised)"),
    ("K5/SE", "§11.1.3 example: K5 to L5, road to O6"),
    ("L5/SE", "§11.1.3 example: L5 to M6, road to O6 (digitised)"),
    ("M6/SE", "§11.1.3 example: M6 to N6, road to O6 (digitised)"),
    ("N6/NE", "§11.1.3 example: N6 to O6, road to O6"),
    ("F2/N", "§11.1.3 example: F2 to F1 is road movement again (the move to G1, read as through F2)"),
]

# Streams the §11.1.3 example rules out: (hexside, why).
HAND_NO_STREAMS = [
    ("E4/SE", "§11.1.3 example: D3 to F4 costs 2 MF for each hex, woods only, so no stream between E4 and F4 "
              "(the digitised Plum Run)"),
]

OBJECTIVES = [("F6", "Little Round Top", 5), ("I11", "Objective I11", 3), ("K6", "Objective K6", 1),
              ("K7", "Objective K7", 1), ("L6", "Cemetery Hill", 1), ("L7", "Objective L7", 1),
              ("M7", "Objective M7", 1), ("M9", "Culp's Hill", 3)]


def grid():
    g = HexGrid("flat", 640.0 / SQRT3, "odd-columns", "letter-number", rotation=-90.0)
    g.fit_fixed_size({label: LANDMARKS[key][3:] for label, key in CONTROL})
    g.rotation = round(g.rotation, 2)
    g.origin = (round(g.origin[0], 1), round(g.origin[1], 1))
    g.size = round(g.size, 4)
    return g


def build(board):
    g = grid()
    board.say(f"grid: flat, odd-columns, size {g.size}, rotation {g.rotation}, origin {g.origin}")
    lines, _ = control_points(g, LANDMARKS, CONTROL)
    for line in lines:
        board.say(line)
    board.create(
        "Gettysburg (125th Anniversary Edition): the board over the battlefield",
        "The board of the 125th Anniversary Edition as a hex map of 640 m hexes (letter-number labels, A at the "
        "south, row 1 at the west) laid over the battlefield base map in NAD83 / UTM zone 18N, placed so that the "
        "hexes the rulebook names lie within one hex of their landmarks. Terrain, streams, roads and the railroad "
        "are digitised from the base map's layers, then finished by hand where the rulebook says so. "
        "See README.md.",
        "board", "Gettysburg board (125th Anniversary Edition)", g, COLUMNS, ROWS, "0.55")
    mapping = os.path.join(SAMPLES, "gettysburg-125", "digitise-mapping.json")
    for layer in ("gettysburg-1863", "traced-relief", "traced-woods"):
        board.digitise(os.path.join(REFERENCE, layer + ".geojson"), mapping, THRESHOLD)
    board.say("| Hex | Digitised | Now | Why |")
    board.say("|---|---|---|---|")
    board.edit_terrain(g, HAND_TERRAIN)
    board.say()
    board.say("| Hexside | Road | Why |")
    board.say("|---|---|---|")
    board.add_hexsides("road", HAND_ROADS)
    board.remove_hexsides("stream", HAND_NO_STREAMS)
    # Every hex without terrain is clear (§1.1 Table 1).
    board.load()
    from make_ruleset_boards import read_terrain, write_terrain
    catalogue = [t.get("id") for t in board.map.find("terrain-types")]
    cells = read_terrain(board.map, COLUMNS)
    blank = [k for k, v in cells.items() if not v]
    for k in blank:
        cells[k] = {"clear"}
    write_terrain(board.map, cells, catalogue, COLUMNS, ROWS)
    board.save()
    board.canonical()
    board.say(f"clear: {len(blank)} hexes without other terrain")

    diamond = board_hex_of(g, "diamond")
    board.add_children("places", "place", [
        {"id": "mcphersons-woods", "name": "McPherson's Woods", "hex": "P3"},
        {"id": "cemetery-hill", "name": "Cemetery Hill", "hex": "L6"},
        {"id": "little-round-top", "name": "Little Round Top", "hex": "F6"},
        {"id": "culps-hill", "name": "Culp's Hill", "hex": "M9"},
        {"id": "gettysburg", "name": "Gettysburg (the Diamond)", "hex": diamond},
        {"id": "big-round-top", "name": "Big Round Top", "hex": g.label_at_en(*polygon_centroid("traced-relief", "hill-big-round-top"))},
        {"id": "devils-den", "name": "Devil's Den", "hex": g.label_at_en(*polygon_centroid("traced-relief", "hill-houcks-ridge"))},
        {"id": "oak-hill", "name": "Oak Hill", "hex": g.label_at_en(*polygon_centroid("traced-relief", "hill-oak"))},
    ])
    board.add_children("objectives", "objective", [
        {"id": f"obj-{label.lower()}", "name": name, "vp": vp, "hexes": label} for label, name, vp in OBJECTIVES])
    import oob_125
    oob_125.add(board)
    board.validate()
    board.render("gettysburg-125.png", "--width", "900")


def board_hex_of(g, key):
    _, _, _, east, north = LANDMARKS[key]
    return g.label_at_en(east, north)
