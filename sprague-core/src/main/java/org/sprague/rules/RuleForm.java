package org.sprague.rules;

/**
 * The form of a rule file's {@code moves} method; the form decides the game and its position syntax.
 */
public enum RuleForm {
    /** {@code int[] moves(int n)}: one heap, each option a heap size. */
    HEAP("int[] moves(int n)", "HEAP... (heap sizes; several are a sum)"),
    /** {@code long[] moves(long n)}: one heap of up to 2^63-1 tokens, each option a heap size. */
    HEAP_LONG("long[] moves(long n)", "HEAP... (heap sizes; several are a sum)"),
    /** {@code int[][] moves(int n)}: take-and-break, each option the list of heaps left. */
    SPLIT("int[][] moves(int n)", "HEAP... (heap sizes; several are a sum)"),
    /** {@code int[][] moves(int[] p)}: a position of several numbers, each option such a tuple. */
    TUPLE("int[][] moves(int[] p)", "A,B,... (one position of several numbers per argument; several are a sum)"),
    /**
     * {@code String[] moves(String p)}: a position written as any text, each option such a text; with an optional
     * {@code String[] parts(String p)} that splits a position into the components whose sum it is.
     */
    TEXT("String[] moves(String p)", "TEXT... (one position per argument, as the rule file writes it; several are a"
            + " sum)");

    private final String signature;
    private final String syntax;

    RuleForm(String signature, String syntax) {
        this.signature = signature;
        this.syntax = syntax;
    }

    /** The Java signature of the form, as the user writes it. */
    public String signature() {
        return signature;
    }

    /** The position syntax of games of this form. */
    public String syntax() {
        return syntax;
    }

    /** Whether a position is one number (a heap), so that tables over n make sense. */
    public boolean isHeap() {
        return this == HEAP || this == HEAP_LONG || this == SPLIT;
    }

    /** What the answers call one component: a heap, or a position. */
    public String component() {
        return isHeap() ? "heap" : "position";
    }
}
