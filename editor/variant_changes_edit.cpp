#include "editor/variant_changes_edit.hpp"

#include "model/commands/change_value.hpp"

namespace sandtable::editor {

std::unique_ptr<Command> set_variant_changes(const std::string& variant_id, VariantChanges changes, std::string name) {
    return std::make_unique<ChangeValue<VariantChanges>>(
        std::move(name),
        [variant_id](Book& book) -> VariantChanges* {
            Scenario* variant = book.scenario(variant_id);
            return variant != nullptr ? &variant->changes : nullptr;
        },
        std::move(changes));
}

}  // namespace sandtable::editor
