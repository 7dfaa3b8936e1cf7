/** The pages our widgets lead on to (widgetLinks.js): tag -> { attribute: path }. */
declare const widgetLinks: Record<string, Record<string, string>>;
export default widgetLinks;
