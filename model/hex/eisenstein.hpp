#pragma once
// Hex centres as complex numbers. Axial (q, r) is the Eisenstein integer q + r*w with
// w = e^(i*60deg); a hex of size s, orientation o and rotation t then sits at
//   origin + s * e^(i*t) * basis(o) * (q + r*w)
// (x real, y imaginary, y down), which is what hex_to_point computes. Fitting a grid is then
// fitting one complex factor and one complex offset.
#include "model/hex/hex_coord.hpp"
#include "model/hex/hex_geometry.hpp"

#include <complex>

namespace sandtable {

using Complex = std::complex<double>;

[[nodiscard]] Complex to_complex(MapPoint point);
[[nodiscard]] MapPoint to_point(Complex z);
[[nodiscard]] Complex to_complex(HexCoord hex);  // q + r*w
// The Eisenstein integer nearest z.
[[nodiscard]] HexCoord nearest_hex(Complex z);
// hex * w^sixths: the hex turned about (0, 0) by sixths * 60 degrees, clockwise on screen.
[[nodiscard]] HexCoord turn_sixths(HexCoord hex, int sixths);
// Where axial (1, 0) lies for a hex of size 1 without rotation: sqrt(3) at 30 degrees for flat
// top, sqrt(3) along +x for pointy top.
[[nodiscard]] Complex orientation_basis(HexOrientation orientation);

}  // namespace sandtable
