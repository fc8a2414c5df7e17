#pragma once
// Recovery copies: while a book has unsaved changes the editor writes it, every minute, to
// NAME.recovery beside the book (never over the book itself). A clean save or a deliberate
// discard removes the copy; one left behind after a crash is offered back on the next open.
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <chrono>
#include <filesystem>
#include <string>

namespace sandtable::editor {

[[nodiscard]] std::filesystem::path recovery_path(const std::filesystem::path& book_path);
// Fails with what went wrong, naming the file.
Status write_recovery(const Book& book, const std::filesystem::path& book_path);
void remove_recovery(const std::filesystem::path& book_path);
// A recovery copy that is newer than the book (or whose book is gone).
[[nodiscard]] bool has_recovery(const std::filesystem::path& book_path);
// How long ago, in words: "just now", "1 minute ago", "40 minutes ago", "3 hours ago", "2 days ago".
[[nodiscard]] std::string age_in_words(std::chrono::seconds age);
// How old the book's recovery copy is, in words; empty when there is none.
[[nodiscard]] std::string recovery_age(const std::filesystem::path& book_path);

}  // namespace sandtable::editor
