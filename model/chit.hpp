#pragma once
// A command chit: the side whose command it activates, and that command as the chit prints it.
// Files write it "confederate:III". A chit from a version 1 book names only its command; its side
// stays empty until a designer gives it one, and validation says so.
#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

struct Chit {
    std::string side;     // a side id of the book; empty only in chits read from version 1 books
    std::string command;  // "I", "II", "III", "C": as printed, without spaces
    friend bool operator==(const Chit&, const Chit&) = default;
};

// "confederate:III", or "III" for a chit without a side.
[[nodiscard]] std::string to_string(const Chit& chit);
// Reads "side:command" (or "command" when `side_required` is false); nothing when the text is
// not one: an empty part, a second colon, a space, or a side that is not an id.
[[nodiscard]] std::optional<Chit> chit_from_string(std::string_view text, bool side_required = true);

}  // namespace sandtable
