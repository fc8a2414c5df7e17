#pragma once

namespace sandtable::cli {

// Documented in docs/cli.md.
enum ExitCode : int {
    kExitOk = 0,            // no errors (warnings allowed unless --werror)
    kExitInvalid = 1,       // validation found errors
    kExitNo = 1,            // path: the unit cannot get there this turn; los: no line of sight;
                            // combat: a unit named in support may not give it
    kExitDiffers = 1,       // diff: the scenarios differ, or the book departs from its rulebook
    kExitBadInput = 2,      // unreadable input, a file that does not load, or bad usage
    kExitOutOfMemory = 3,   // the command ran out of memory
    kExitCancelled = 130,   // Ctrl-C stopped the work; nothing half-written is left (the shell's code for an interrupt)
};

}  // namespace sandtable::cli
