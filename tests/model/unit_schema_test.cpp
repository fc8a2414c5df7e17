#include "model/unit_schema.hpp"
#include "model/progress.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

AttributeDef integer_def(bool optional) {
    AttributeDef def;
    def.key = "combat";
    def.type = AttributeType::Integer;
    def.min = 0;
    def.max = 10;
    def.optional = optional;
    return def;
}

TEST(UnitSchema, ChecksIntegerRangeAndBlank) {
    EXPECT_EQ(UnitSchema::check_value(integer_def(false), AttributeValue{std::int64_t{10}}).error(), "");
    EXPECT_EQ(UnitSchema::check_value(integer_def(false), AttributeValue{std::int64_t{11}}).error(), "combat is 11, expected 0 to 10");
    EXPECT_EQ(UnitSchema::check_value(integer_def(false), AttributeValue{BlankValue{}}).error(), "combat may not be blank");
    EXPECT_EQ(UnitSchema::check_value(integer_def(true), AttributeValue{BlankValue{}}).error(), "");
    EXPECT_EQ(UnitSchema::check_value(integer_def(false), AttributeValue{std::string("x")}).error(), "combat must be a whole number");
}

TEST(UnitSchema, ChecksEnumsFlagsAndText) {
    AttributeDef quality;
    quality.key = "quality";
    quality.type = AttributeType::Enum;
    quality.choices = {"elite", "militia"};
    EXPECT_EQ(UnitSchema::check_value(quality, AttributeValue{std::string("elite")}).error(), "");
    EXPECT_EQ(UnitSchema::check_value(quality, AttributeValue{std::string("veteran")}).error(),
              "quality is \"veteran\", expected one of elite, militia");
    AttributeDef flag;
    flag.key = "fresh";
    flag.type = AttributeType::Flag;
    EXPECT_EQ(UnitSchema::check_value(flag, AttributeValue{true}).error(), "");
    EXPECT_NE(UnitSchema::check_value(flag, AttributeValue{std::int64_t{1}}).error(), "");
}

TEST(UnitSchema, ParsesTextOfEachType) {
    EXPECT_EQ(UnitSchema::parse_value(integer_def(false), "7").optional(), AttributeValue{std::int64_t{7}});
    EXPECT_EQ(UnitSchema::parse_value(integer_def(true), "").optional(), AttributeValue{BlankValue{}});
    const auto blank = UnitSchema::parse_value(integer_def(false), "");
    EXPECT_FALSE(blank);
    EXPECT_EQ(blank.error(), "combat may not be blank");
    const auto letters = UnitSchema::parse_value(integer_def(false), "7x");
    EXPECT_FALSE(letters);
    EXPECT_EQ(letters.error(), "combat is \"7x\", expected a whole number");
    AttributeDef flag;
    flag.key = "fresh";
    flag.type = AttributeType::Flag;
    EXPECT_EQ(UnitSchema::parse_value(flag, "false").optional(), AttributeValue{false});
    EXPECT_FALSE(UnitSchema::parse_value(flag, "yes"));
}

class RecordingProgress final : public Progress {
public:
    void set_progress(double fraction) override { last = fraction; }
    void set_message(std::string_view m) override { message = m; }
    [[nodiscard]] bool is_cancelled() const override { return cancelled; }
    double last = -1;
    std::string message;
    bool cancelled = false;
};

TEST(Progress, SubProgressMapsOntoItsRangeAndForwardsCancel) {
    RecordingProgress parent;
    SubProgress sub(parent, 0.5, 0.75);
    sub.set_progress(0.5);
    EXPECT_DOUBLE_EQ(parent.last, 0.625);
    sub.set_progress(2.0);
    EXPECT_DOUBLE_EQ(parent.last, 0.75);
    sub.set_message("Reading");
    EXPECT_EQ(parent.message, "Reading");
    EXPECT_FALSE(sub.is_cancelled());
    parent.cancelled = true;
    EXPECT_TRUE(sub.is_cancelled());
}

}  // namespace
}  // namespace sandtable
