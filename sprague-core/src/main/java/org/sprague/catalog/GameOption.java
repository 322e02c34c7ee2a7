package org.sprague.catalog;

/**
 * An option a catalog game accepts, such as {@code --k K} or the flag {@code --misere}.
 *
 * @param name the option as typed, with its dashes ({@code --k})
 * @param paramLabel the placeholder for its value ({@code K}), or {@code null} for a flag
 * @param description one line for help text
 * @param defaultValue the value used when the option is absent, or {@code null} (a flag defaults to off)
 */
public record GameOption(String name, String paramLabel, String description, String defaultValue) {
    /** A flag: present or absent, no value. */
    public static GameOption flag(String name, String description) {
        return new GameOption(name, null, description, null);
    }

    /** An option taking a value. */
    public static GameOption value(String name, String paramLabel, String description, String defaultValue) {
        return new GameOption(name, paramLabel, description, defaultValue);
    }

    public boolean isFlag() {
        return paramLabel == null;
    }

    /** The common {@code --misere} flag. */
    public static final GameOption MISERE =
            flag("--misere", "misère play: whoever makes the last move loses");
}
