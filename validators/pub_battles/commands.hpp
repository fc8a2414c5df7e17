#pragma once
// The commands of a forces tree: which command each piece is played under, each command's chit and
// side, and which pieces count towards a command's size. Pub Battles' formations are armies and
// their commands (model/rulesets/pub_battles).
#include "model/forces.hpp"

#include <string>
#include <string_view>
#include <unordered_map>

namespace sandtable::pub_battles {

inline constexpr std::string_view kArmy = "army";
inline constexpr std::string_view kCommand = "command";
inline constexpr std::string_view kHq = "hq";
inline constexpr std::string_view kBaggageTrain = "baggage-train";
inline constexpr std::string_view kDetachment = "detachment";

// The formation's chit as written ("I", "AR"); empty when it has none.
[[nodiscard]] std::string chit_of(const ForceNode& formation);

// Whether a unit of this type counts towards the size of its command: HQs lead it, baggage trains
// belong to an optional rule and detachments are kept off the map, so none of them does.
[[nodiscard]] bool counts_towards_command_size(std::string_view type);

// Which command each node of a forces tree is played under, looked up once for the whole tree.
class CommandIndex {
public:
    explicit CommandIndex(const Forces& forces);
    // The nearest command above the node; null when no command holds it (an army HQ, a piece the
    // army holds in reserve, a node the forces do not have).
    [[nodiscard]] const ForceNode* command_of(std::string_view id) const;
    // The side the node is of, as the forces' side; null for a node the forces do not have.
    [[nodiscard]] const Side* side_of(std::string_view id) const;

private:
    struct Entry {
        const ForceNode* node = nullptr;
        const Side* side = nullptr;
    };
    std::unordered_map<std::string_view, Entry> nodes_;
};

}  // namespace sandtable::pub_battles
