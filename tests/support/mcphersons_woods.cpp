#include "support/mcphersons_woods.hpp"

#include "support/book_builder.hpp"

namespace sandtable::test {

Book mcphersons_woods_book(std::vector<std::string> options) {
    BookBuilder builder("gettysburg-125");
    // Even letters (B, D ... P) sit half a hex lower, as on the 125th's board.
    builder.layout(OffsetLayout::OddColumns).size(20, 12).terrain("P3", {"woods", "hill"});
    builder.formation("union", "us-1c", "division").echelon("division");
    builder.unit("union", "us-buford", "hq", "us-1c", {{"movement", 8}}).echelon("division");
    builder.unit("union", "us-devin", "cavalry", "us-1c", {{"combat", 1}, {"movement", 8}}).echelon("division");
    builder.unit("union", "us-gamble", "cavalry", "us-1c", {{"combat", 1}, {"movement", 8}}).echelon("division");
    builder.unit("union", "us-calef", "horse-artillery", "us-1c", {{"combat", 1}, {"movement", 6}, {"range", 2}}).echelon("division");
    builder.unit("union", "us-reserve", "infantry", "us-1c", {{"combat", 3}, {"movement", 5}}).echelon("division");
    builder.formation("confederate", "cs-3", "corps").echelon("corps");
    builder.unit("confederate", "cs-pegram", "artillery", "cs-3", {{"combat", 2}, {"combat-reduced", 1}, {"movement", 4}, {"range", 2}})
        .echelon("division");
    builder.unit("confederate", "cs-heth", "infantry", "cs-3", {{"combat", 5}, {"combat-reduced", 2}, {"movement", 5}}).echelon("division");
    builder.scenario("first-morning", "McPherson's woods", 2, 8);
    for (const char* id : {"us-buford", "us-devin", "us-gamble"}) builder.setup(id, "P3");
    builder.setup("us-calef", "O4").setup("cs-pegram", "Q3").setup("cs-heth", "Q4");
    Book book = builder.build();
    if (!options.empty()) book.scenarios.front().options = std::move(options);
    return book;
}

}  // namespace sandtable::test
