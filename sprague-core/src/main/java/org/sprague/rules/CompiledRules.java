package org.sprague.rules;

/**
 * A compiled rule file: an impartial game stated by one method {@code moves} ({@link RuleFile}), or a partizan
 * game stated by the moves of Left and Right ({@link PartizanRuleFile}).
 */
public sealed interface CompiledRules permits RuleFile, PartizanRuleFile {
    /** The file as the user named it, for messages. */
    String fileName();

    /** The simple name of the class: the game's name in answers. */
    String className();
}
