"""The area centroid of a polygon's ring, for the sample scripts that place things at shapes."""


def ring_centroid(ring):
    """The centroid of the area a ring of (x, y) points encloses (closed or not)."""
    area = cx = cy = 0.0
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
        cross = ax * by - bx * ay
        area += cross
        cx += (ax + bx) * cross
        cy += (ay + by) * cross
    return cx / (3.0 * area), cy / (3.0 * area)
