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
    EXPECT_EQ(UnitSchema::check_value(integer_def(false), AttributeValue{std::int64_t{10}}), "");
    EXPECT_EQ(UnitSchema::check_value(integer_def(false), AttributeValue{std::int64_t{11}}), "combat is 11, expected 0 to 10");
    EXPECT_EQ(UnitSchema::check_value(integer_def(false), AttributeValue{BlankValue{}}), "combat may not be blank");
    EXPECT_EQ(UnitSchema::check_value(integer_def(true), AttributeValue{BlankValue{}}), "");
    EXPECT_EQ(UnitSchema::check_value(integer_def(false), AttributeValue{std::string("x")}), "combat must be a whole number");
}

TEST(UnitSchema, ChecksEnumsFlagsAndText) {
    AttributeDef quality;
    quality.key = "quality";
    quality.type = AttributeType::Enum;
    quality.choices = {"elite", "militia"};
    EXPECT_EQ(UnitSchema::check_value(quality, AttributeValue{std::string("elite")}), "");
    EXPECT_EQ(UnitSchema::check_value(quality, AttributeValue{std::string("veteran")}),
              "quality is \"veteran\", expected one of elite, militia");
    AttributeDef flag;
    flag.key = "fresh";
    flag.type = AttributeType::Flag;
    EXPECT_EQ(UnitSchema::check_value(flag, AttributeValue{true}), "");
    EXPECT_NE(UnitSchema::check_value(flag, AttributeValue{std::int64_t{1}}), "");
}

TEST(UnitSchema, ParsesTextOfEachType) {
    std::string error;
    EXPECT_EQ(UnitSchema::parse_value(integer_def(false), "7", error), AttributeValue{std::int64_t{7}});
    EXPECT_EQ(UnitSchema::parse_value(integer_def(true), "", error), AttributeValue{BlankValue{}});
    EXPECT_FALSE(UnitSchema::parse_value(integer_def(false), "", error));
    EXPECT_EQ(error, "combat may not be blank");
    EXPECT_FALSE(UnitSchema::parse_value(integer_def(false), "7x", error));
    EXPECT_EQ(error, "combat is \"7x\", expected a whole number");
    AttributeDef flag;
    flag.key = "fresh";
    flag.type = AttributeType::Flag;
    EXPECT_EQ(UnitSchema::parse_value(flag, "false", error), AttributeValue{false});
    EXPECT_FALSE(UnitSchema::parse_value(flag, "yes", error));
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
