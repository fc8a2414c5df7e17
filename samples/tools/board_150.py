"""The board of Gettysburg 150: hexes of about 400 yards, four-digit labels, Gettysburg in hex 1905.

See samples/gettysburg-150/README.md for the choices made here.
"""
import os
import subprocess
import sys

from hexgrid import SQRT3, HexGrid
from make_ruleset_boards import (LANDMARKS, REFERENCE, SAMPLES, control_points, polygon_centroid, read_terrain,
                                 write_terrain)

HEX = 400 * 0.9144  # 400 yards, centre to centre: 365.76 m
COLUMNS, ROWS = 30, 23  # 01 to 30 west to east, 01 to 23 north to south
TOWN = "1905"
RIDGE_BUFFER = 120  # metres either side of a traced crest line
THRESHOLD = 0.3
FOLDER = os.path.join(SAMPLES, "gettysburg-150")


def grid():
    """North up, columns west to east, rows north to south; hex 1905's centre on the Diamond."""
    g = HexGrid("flat", round(HEX / SQRT3, 4), "odd-columns", "four-digit")
    x, y = g.centre(TOWN)  # with the origin at (0, 0)
    _, _, _, east, north = LANDMARKS["diamond"]
    g.origin = (round(east - x, 1), round(-north - y, 1))
    return g


def ridge_bands():
    """The traced ridge crests as bands RIDGE_BUFFER metres either side of the line (ogr2ogr, SpatiaLite)."""
    out = os.path.join(FOLDER, "ridge-bands.geojson")
    if os.path.exists(out):
        os.remove(out)
    sql = (f"SELECT id, name, cls, ST_Buffer(geometry, {RIDGE_BUFFER}) AS geometry "
           "FROM \"traced-relief\" WHERE cls = 'ridge'")
    subprocess.run(["ogr2ogr", "-f", "GeoJSON", "-dialect", "sqlite", "-sql", sql, "-nln", "ridge-bands",
                    "-lco", "COORDINATE_PRECISION=1", "-lco", "RFC7946=NO", out,
                    os.path.join(REFERENCE, "traced-relief.geojson")], check=True)
    return out


def build(board):
    g = grid()
    board.say(f"grid: flat, odd-columns, size {g.size}, rotation {g.rotation}, origin {g.origin}")
    lines, _ = control_points(g, LANDMARKS, [(TOWN, "diamond")])
    for line in lines:
        board.say(line)
    board.create(
        "Gettysburg 150: the board over the battlefield",
        "The board of Gettysburg 150 as a hex map of 400-yard hexes (four-digit labels, columns west to east, "
        "rows north to south) laid over the battlefield base map in NAD83 / UTM zone 18N, with hex 1905, "
        "Gettysburg, on the Diamond. Woods, ridges, creeks and roads are digitised from the base map's layers; "
        "the town is hex 1905 only. See README.md.",
        "board", "Gettysburg 150 board", g, COLUMNS, ROWS, "0.55")
    mapping = os.path.join(FOLDER, "digitise-mapping.json")
    for layer in (os.path.join(REFERENCE, "gettysburg-1863.geojson"), os.path.join(REFERENCE, "traced-relief.geojson"),
                  os.path.join(REFERENCE, "traced-woods.geojson"), ridge_bands()):
        board.digitise(layer, mapping, THRESHOLD)

    board.load()
    catalogue = [t.get("id") for t in board.map.find("terrain-types")]
    cells = read_terrain(board.map, COLUMNS)
    # The town is hex 1905 only ("Gettysburg (hex 1905 only)", §2 Terrain Types).
    town = cells[g.offset(TOWN)]
    board.say(f"| {TOWN} | {'+'.join(t for t in catalogue if t in town) or 'none'} | town | "
              "§2 Terrain Types: Gettysburg (hex 1905 only) |")
    cells[g.offset(TOWN)] = {"town"}
    blank = [k for k, v in cells.items() if not v]
    for k in blank:
        cells[k] = {"clear"}
    board.say(f"clear: {len(blank)} hexes without other terrain")
    write_terrain(board.map, cells, catalogue, COLUMNS, ROWS)
    board.save()
    board.canonical()

    def at(layer, feature):
        return g.label_at_en(*polygon_centroid(layer, feature))

    places = [
        {"id": "gettysburg", "name": "Gettysburg", "hex": TOWN},
        {"id": "mcphersons-woods", "name": "McPherson's Woods", "hex": g.label_at_en(*LANDMARKS["mcphersons-woods"][3:])},
        {"id": "cemetery-hill", "name": "Cemetery Hill", "hex": g.label_at_en(*LANDMARKS["cemetery-hill"][3:])},
        {"id": "little-round-top", "name": "Little Round Top", "hex": g.label_at_en(*LANDMARKS["little-round-top"][3:])},
        {"id": "culps-hill", "name": "Culp's Hill", "hex": g.label_at_en(*LANDMARKS["culps-hill"][3:])},
        {"id": "big-round-top", "name": "Big Round Top", "hex": at("traced-relief", "hill-big-round-top")},
        {"id": "devils-den", "name": "Devil's Den", "hex": at("traced-relief", "hill-houcks-ridge")},
        {"id": "oak-hill", "name": "Oak Hill", "hex": at("traced-relief", "hill-oak")},
    ]
    on_map = []
    for place in places:
        col, row = g.offset(place["hex"])
        if 0 <= col < COLUMNS and 0 <= row < ROWS:
            on_map.append(place)
        else:
            board.say(f"place {place['name']}: in hex {place['hex']}, off the board")
    board.add_children("places", "place", on_map)
    board.add_children("edges", "edge", [
        {"id": "entry-1101", "name": "Entry hex 1101 (July 1, 2pm: RE Lee, Early A, Early B)", "hexes": "1101"},
        {"id": "entry-2201", "name": "Entry hex 2201 (July 1, 2pm: Jones artillery)", "hexes": "2201"},
    ])
    import oob_150
    oob_150.add(board)
    board.validate()
    board.render("gettysburg-150.png", "--width", "900")


if __name__ == "__main__":
    sys.exit("run make_ruleset_boards.py")
