"""Hex grid arithmetic of Sandtable's hex maps, in plain Python, for the sample build scripts.

It follows model/hex/ (hex_geometry.cpp, offset_coord.cpp, hex_label_scheme.cpp): axial (q, r)
hexes, flat- or pointy-top, offset layouts, a rotation clockwise on screen about the origin, and map
coordinates with y growing down, which on a map with a CRS is the northing negated.
"""
import math

SQRT3 = math.sqrt(3.0)


def _parity(v):
    return v & 1


class HexGrid:
    def __init__(self, orientation, size, layout, scheme, rotation=0.0, origin=(0.0, 0.0)):
        self.orientation = orientation  # "flat" or "pointy"
        self.size = size  # centre to corner
        self.layout = layout  # odd-columns, even-columns, odd-rows, even-rows
        self.scheme = scheme  # "letter-number" (P3) or "four-digit" (1905)
        self.rotation = rotation  # degrees, clockwise on screen
        self.origin = origin  # map x, y of offset (0, 0)

    # Labels -------------------------------------------------------------------------------
    def offset(self, label):
        """Offset (column, row) of a label, columns and rows counted from 0."""
        if self.scheme == "letter-number":
            i = 0
            while label[i].isalpha():
                i += 1
            value = 0
            for ch in label[:i].upper():
                value = value * 26 + ord(ch) - ord("A") + 1
            return value - 1, int(label[i:]) - 1
        return int(label[:2]) - 1, int(label[2:]) - 1

    def label(self, col, row):
        if self.scheme == "letter-number":
            value, letters = col + 1, ""
            while value > 0:
                value -= 1
                letters = chr(ord("A") + value % 26) + letters
                value //= 26
            return f"{letters}{row + 1}"
        return f"{col + 1:02d}{row + 1:02d}"

    # Offset <-> axial ---------------------------------------------------------------------
    def axial(self, col, row):
        if self.layout == "odd-columns":
            return col, row - (col - _parity(col)) // 2
        if self.layout == "even-columns":
            return col, row - (col + _parity(col)) // 2
        if self.layout == "odd-rows":
            return col - (row - _parity(row)) // 2, row
        return col - (row + _parity(row)) // 2, row

    def offset_of(self, q, r):
        if self.layout == "odd-columns":
            return q, r + (q - _parity(q)) // 2
        if self.layout == "even-columns":
            return q, r + (q + _parity(q)) // 2
        if self.layout == "odd-rows":
            return q + (r - _parity(r)) // 2, r
        return q + (r + _parity(r)) // 2, r

    # Geometry -----------------------------------------------------------------------------
    def unrotated(self, q, r):
        s = self.size
        if self.orientation == "flat":
            return s * 1.5 * q, s * SQRT3 * (r + q / 2.0)
        return s * SQRT3 * (q + r / 2.0), s * 1.5 * r

    @staticmethod
    def rotate(p, degrees):
        c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
        return p[0] * c - p[1] * s, p[0] * s + p[1] * c

    def centre(self, label):
        """Map x, y of a hex centre."""
        x, y = self.rotate(self.unrotated(*self.axial(*self.offset(label))), self.rotation)
        return self.origin[0] + x, self.origin[1] + y

    def centre_en(self, label):
        x, y = self.centre(label)
        return x, -y

    def hex_at(self, x, y):
        px, py = self.rotate((x - self.origin[0], y - self.origin[1]), -self.rotation)
        px, py = px / self.size, py / self.size
        if self.orientation == "flat":
            q, r = 2.0 / 3.0 * px, -px / 3.0 + SQRT3 / 3.0 * py
        else:
            q, r = SQRT3 / 3.0 * px - py / 3.0, 2.0 / 3.0 * py
        s = -q - r
        rq, rr, rs = round(q), round(r), round(s)
        dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
        if dq > dr and dq > ds:
            rq = -rr - rs
        elif dr > ds:
            rr = -rq - rs
        return rq, rr

    def label_at_en(self, east, north):
        return self.label(*self.offset_of(*self.hex_at(east, -north)))

    def distance(self, a, b):
        qa, ra = self.axial(*self.offset(a))
        qb, rb = self.axial(*self.offset(b))
        dq, dr = qa - qb, ra - rb
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def spacing(self):
        return self.size * SQRT3

    def fit_fixed_size(self, points):
        """Least-squares rotation and origin, size kept, for {label: (east, north)}: a similarity
        without scale (orthogonal Procrustes). Sets self.rotation and self.origin."""
        grid = [self.unrotated(*self.axial(*self.offset(k))) for k in points]
        ground = [(e, -n) for e, n in points.values()]
        n = len(grid)
        gx, gy = sum(p[0] for p in grid) / n, sum(p[1] for p in grid) / n
        lx, ly = sum(p[0] for p in ground) / n, sum(p[1] for p in ground) / n
        num = den = 0.0
        for (ax, ay), (bx, by) in zip(grid, ground):
            ax, ay, bx, by = ax - gx, ay - gy, bx - lx, by - ly
            num += ax * by - ay * bx
            den += ax * bx + ay * by
        self.rotation = math.degrees(math.atan2(num, den))
        rx, ry = self.rotate((gx, gy), self.rotation)
        self.origin = (lx - rx, ly - ry)
        return self
