/**
 * Surveys of octal games ({@code SparkSurvey}) and level-by-level retrograde analysis ({@code SparkRetrograde})
 * on Apache Spark, in local mode or on a cluster; {@code SparkMain} is the entry point for the launcher and for
 * {@code spark-submit}.
 */
package org.sprague.spark;
