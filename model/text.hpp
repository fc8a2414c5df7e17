#pragma once
// The small text helpers everything shares: blanks trimmed, ASCII case folded, whole numbers read
// with nothing left over, long labels shortened.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

// A space, tab, carriage return or line feed: what separates the items of a list in a file.
[[nodiscard]] constexpr bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
// The items of a list separated by blanks ("us-buford us-gamble"), none of them empty.
[[nodiscard]] std::vector<std::string> split_list(std::string_view text);
// Without the blanks around it.
[[nodiscard]] std::string_view trim(std::string_view text);
// ASCII letters in lower case; other bytes (UTF-8 included) as they are.
[[nodiscard]] std::string lower(std::string_view text);
[[nodiscard]] bool equal_ignoring_case(std::string_view a, std::string_view b);
// The whole text as a base-10 integer; nothing for an empty text or anything left over.
[[nodiscard]] std::optional<long> whole_number(std::string_view text);
// The text whole when it has at most `limit` characters (UTF-8 code points); else its start, cut
// between characters and without blanks at the cut, and an ellipsis ("…"), `limit` characters at
// most in all. For labels that must fit, such as the Edit menu's "Undo <step>".
[[nodiscard]] std::string shortened(std::string_view text, std::size_t limit);

}  // namespace sandtable
