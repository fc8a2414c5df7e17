#pragma once
#include <string>

namespace sandtable {

// One turn of a book's turn track. Turns are numbered from 1 in track order.
struct Turn {
    std::string label;  // "Jul 1 08:00", "Night"
    bool night = false;
    friend bool operator==(const Turn&, const Turn&) = default;
};

}  // namespace sandtable
