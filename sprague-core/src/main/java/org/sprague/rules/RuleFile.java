package org.sprague.rules;

import java.lang.invoke.MethodHandle;

/**
 * A compiled rule file: the class's name (the game's name), the form of its {@code moves} method, and a handle to
 * call it. Calls go through {@link GuardedMoves}, which applies the time budget and reports the user's errors.
 *
 * @param fileName the file as the user named it, for messages
 * @param className the simple name of the class: the game's name in answers
 * @param form the form of {@code moves}
 * @param moves the static method {@code moves}
 */
public record RuleFile(String fileName, String className, RuleForm form, MethodHandle moves) implements CompiledRules {
}
