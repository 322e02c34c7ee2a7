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
 * @param parts the static method {@code String[] parts(String p)} of the text form, which splits a position into
 *     the components whose disjunctive sum it is; {@code null} when the file has none (or another form)
 */
public record RuleFile(String fileName, String className, RuleForm form, MethodHandle moves, MethodHandle parts)
        implements CompiledRules {
    /** A rule file without {@code parts}. */
    public RuleFile(String fileName, String className, RuleForm form, MethodHandle moves) {
        this(fileName, className, form, moves, null);
    }

    /** Whether the file splits positions into parts ({@code String[] parts(String p)}). */
    public boolean splitsParts() {
        return parts != null;
    }

    /** The signatures the file states, as answers show them. */
    public String signature() {
        return parts == null ? form.signature() : form.signature() + " with String[] parts(String p)";
    }
}
