#include "validators/check.hpp"

namespace sandtable {

Diagnostic Check::diagnostic(std::string message, std::vector<ObjectRef> objects, const ValidationContext& context) const {
    Diagnostic d;
    d.severity = severity;
    d.code = code;
    d.rule = rule;
    d.message = std::move(message);
    d.objects = std::move(objects);
    if (context.scenario != nullptr) d.scenario = context.scenario->id;
    return d;
}

}  // namespace sandtable
