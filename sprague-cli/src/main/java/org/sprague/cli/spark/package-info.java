/**
 * The command's bridge to the sprague-spark module, which it never loads: the module's build output is found on
 * disk and its jobs run in a child JVM ({@code SparkModule}); {@code SparkRetrogradeEngine} is the {@code spark}
 * retrograde engine of {@code solve graph}.
 */
package org.sprague.cli.spark;
