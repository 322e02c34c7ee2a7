/**
 * The command's bridge to the sprague-spark module, which it never loads: the module's build output is found on
 * disk and its jobs run in a child JVM ({@code SparkModule}); {@code SparkRetrogradeEngine} is the {@code spark}
 * retrograde engine of {@code solve graph}, {@code SparkSplitEngine} the {@code spark} engine of the split searches
 * of {@code solve domineering} and {@code solve cram}.
 */
package org.sprague.cli.spark;
