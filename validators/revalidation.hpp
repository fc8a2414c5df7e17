#pragma once
// Checking a book again after an edit, only where the edit can reach. When an edit changed only
// what lies within rectangles of free-form maps (a polygon drawn, reshaped, cut or deleted), the
// regional checks (Check::regional: the shapes and pieces of free-form maps) look again only at
// what meets those rectangles widened by how far a check looks (a third of a Foot move and two
// piece widths: a field of fire and the pieces beside it), and their earlier findings elsewhere
// stand; every other check runs over the whole book, as it is cheap. Any other edit checks the
// whole book again.
#include "model/change_set.hpp"
#include "validators/validate_book.hpp"

#include <optional>

namespace sandtable {

// The region an edit's changes reach, widened as above, or nothing when the edit is not one that
// can be checked again in part (it changed more than the contents of free-form maps, or several
// maps, or parts drawn whole).
[[nodiscard]] std::optional<MapRect> region_of_edit(const Book& book, const ChangeSet& change);

struct Revalidation {
    ValidationReport report;
    bool whole = false;  // the whole book was checked again
};

// The report of `book` after the edit `change`, `previous` being the report of the book before it.
[[nodiscard]] Revalidation revalidate(const Book& book, const ValidationReport& previous, const ChangeSet& change);

}  // namespace sandtable
