package org.sprague.rules;

/** The form of a partizan rule file's methods {@code left} and {@code right}; it decides how positions are written. */
public enum PartizanRuleForm {
    /** {@code int[][] left(int[] p)} and {@code int[][] right(int[] p)}: a position of numbers, options such tuples. */
    TUPLE("int[][] left(int[] p) and int[][] right(int[] p)",
            "A,B,... (one position of numbers at least 0 per argument; several are a sum)"),
    /** {@code String[] left(String p)}, {@code String[] right(String p)}: a position written as text. */
    TEXT("String[] left(String p) and String[] right(String p)",
            "TEXT... (one position per argument, as the rule file writes it; several are a sum)");

    private final String signature;
    private final String syntax;

    PartizanRuleForm(String signature, String syntax) {
        this.signature = signature;
        this.syntax = syntax;
    }

    /** The Java signatures of the form, as the user writes them. */
    public String signature() {
        return signature;
    }

    /** The position syntax of games of this form. */
    public String syntax() {
        return syntax;
    }
}
