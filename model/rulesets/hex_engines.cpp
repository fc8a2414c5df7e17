#include "model/rulesets/hex_engines.hpp"

#include "model/rulesets/gettysburg_125/engine.hpp"
#include "model/rulesets/gettysburg_150/engine.hpp"

namespace sandtable {

const HexRulesEngine* hex_rules_engine(std::string_view ruleset_id) {
    static const rulesets::gettysburg_125::Engine gettysburg_125;
    if (ruleset_id == "gettysburg-125") return &gettysburg_125;
    static const rulesets::gettysburg_150::Engine gettysburg_150;
    if (ruleset_id == "gettysburg-150") return &gettysburg_150;
    return nullptr;
}

}  // namespace sandtable
