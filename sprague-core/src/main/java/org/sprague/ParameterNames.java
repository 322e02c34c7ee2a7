package org.sprague;

/**
 * How a front end names the {@link Parameter}s a message refers to: a command line by its option spellings, a
 * web page by its form fields. {@link #LIBRARY} is the library's own wording, used by {@link Throwable#getMessage()}.
 */
public interface ParameterNames {
    /** The library's words: {@link Parameter#words()} and {@link Parameter#usageWords()}. */
    ParameterNames LIBRARY = new ParameterNames() {
        @Override
        public String name(Parameter parameter) {
            return parameter.words();
        }

        @Override
        public String usage(Parameter parameter) {
            return parameter.usageWords();
        }
    };

    /**
     * The parameter as its user sets it, for sentences such as "X must be at least 1".
     *
     * @param parameter the parameter named
     * @return its name, such as {@code --limit}
     */
    String name(Parameter parameter);

    /**
     * The parameter with a placeholder for its value, for sentences such as "give X to ...".
     *
     * @param parameter the parameter named
     * @return its usage, such as {@code --limit N}
     */
    String usage(Parameter parameter);
}
