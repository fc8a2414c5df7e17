#pragma once
// The triangular lattice that scattered points sit on, found without knowing which lattice point
// each one is. Hex centres form such a lattice, so this is how clicks without labels get their
// hexes.
#include "model/hex/hex_coord.hpp"
#include "model/hex/hex_geometry.hpp"

#include <optional>
#include <span>
#include <vector>

namespace sandtable {

struct TriangularLattice {
    MapPoint step;                // from a lattice point to a neighbour; its direction is known modulo 60 degrees
    MapPoint origin;              // where lattice point (0, 0) lies
    std::vector<HexCoord> coords;  // per point, (a, b) meaning origin + a * step + b * (step turned 60 degrees)
    double rms = 0.0;             // of the distances from the points to their lattice points
};

// The lattice is guessed from the short differences between points (each is a small whole
// combination of steps), every guess is refined by least squares, and the guess whose residual is
// smallest relative to its step wins; of equally good ones, the coarsest. Points on every other
// hex fit a lattice of twice the step as well as the true one, and nothing in them tells the two
// apart. Nothing when all points coincide.
[[nodiscard]] std::optional<TriangularLattice> fit_triangular_lattice(std::span<const MapPoint> points);

}  // namespace sandtable
