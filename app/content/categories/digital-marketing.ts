import { agencyUrl } from "../site-config.ts";
import { cardsOf, type CardId, type CategoryStrings, type CategoryStructure } from "./cards.ts";

const card = cardsOf("digital-marketing");

/** Digital Marketing: its image, its page on the agency's site and its 43 cards in order. */
export const digitalMarketingStructure = {
  slug: "digital-marketing",
  image: { src: "/art/services/digital-marketing.svg", width: 640, height: 420 },
  externalHref: agencyUrl("/services/digital-marketing"),
  cards: [
    card("dm-technical-seo-audit", "/services/seo"),
    card("dm-on-page-seo", "/services/seo"),
    card("dm-local-seo-dhaka", "/services/seo"),
    card("dm-google-business-profile", "/services/seo"),
    card("dm-ecommerce-seo", "/services/seo"),
    card("dm-link-building", "/services/seo"),
    card("dm-keyword-research", "/services/seo"),
    card("dm-arabic-seo", "/services/seo"),
    card("dm-seo-migration", "/services/seo"),
    card("dm-monthly-seo", "/services/seo"),
    card("dm-facebook-instagram-ads", "/services/social-media-ads"),
    card("dm-tiktok-ads", "/services/social-media-ads"),
    card("dm-snapchat-ads", "/services/social-media-ads"),
    card("dm-linkedin-ads", "/services/social-media-ads"),
    card("dm-messaging-ads", "/services/social-media-ads"),
    card("dm-social-media-management", "/services/social-media-management"),
    card("dm-content-calendar", "/services/social-media-management"),
    card("dm-community-management", "/services/social-media-management"),
    card("dm-influencer-marketing", "/services/social-media-management"),
    card("dm-tiktok-account-growth", "/services/social-media-management"),
    card("dm-google-search-ads", "/services/google-ads"),
    card("dm-google-shopping-ads", "/services/google-ads"),
    card("dm-youtube-ads", "/services/google-ads"),
    card("dm-display-remarketing", "/services/google-ads"),
    card("dm-microsoft-ads", "/services/google-ads"),
    card("dm-ppc-audit", "/services/google-ads"),
    card("dm-website-content-writing", "/services/content-marketing"),
    card("dm-blog-writing", "/services/content-marketing"),
    card("dm-ad-copywriting", "/services/content-marketing"),
    card("dm-product-descriptions", "/services/content-marketing"),
    card("dm-content-localisation", "/services/content-marketing"),
    card("dm-email-campaigns", "/services/email-marketing"),
    card("dm-email-automation", "/services/email-marketing"),
    card("dm-sms-marketing", "/services/email-marketing"),
    card("dm-whatsapp-marketing", "/services/email-marketing"),
    card("dm-ga4-tag-manager", "/services/analytics-and-cro"),
    card("dm-conversion-tracking", "/services/analytics-and-cro"),
    card("dm-conversion-rate-optimisation", "/services/analytics-and-cro"),
    card("dm-marketing-dashboards", "/services/analytics-and-cro"),
    card("dm-app-store-optimisation", "/services/app-marketing"),
    card("dm-app-install-campaigns", "/services/app-marketing"),
    card("dm-marketing-campaigns", "/projects/digital-marketing", "projects"),
    card("dm-seo-projects", "/projects/seo", "projects"),
  ],
} as const satisfies CategoryStructure;

export const digitalMarketingStrings = {
  name: "Digital Marketing",
  heading: "Digital Marketing",
  subtitle:
    "Search, social, paid ads, content, email and analytics, planned around the customers you want and measured against enquiries and sales rather than likes.",
  metaDescription:
    "SEO, Facebook and Google ads, TikTok, content writing, email marketing and analytics for businesses in Bangladesh, the UAE, Saudi Arabia and the UK.",
  summary:
    "SEO, social media and search advertising, content writing, email and WhatsApp campaigns, tracked properly so you can see which channel brings in paying customers.",
  image: { alt: "Illustration of a megaphone beside a rising line chart and social media icons" },
  cards: {
    "dm-technical-seo-audit": {
      title: "Technical SEO Audit",
      description:
        "A crawl of your whole site covering indexing, page speed, Core Web Vitals, broken links, redirects, duplicate pages and structured data. You get a prioritised fix list your developer can work through.",
      image: { alt: "Illustration of a magnifying glass over a website's page structure with warning markers" },
    },
    "dm-on-page-seo": {
      title: "On-Page SEO",
      description:
        "Page titles, headings, internal links, image alt text and copy rewritten around the searches your customers make, page by page, without stuffing keywords or spoiling how the page reads.",
      image: { alt: "Illustration of a web page with its title, headings and links highlighted" },
    },
    "dm-local-seo-dhaka": {
      title: "Local SEO for Dhaka Businesses",
      description:
        "Help clinics, restaurants, showrooms and service firms appear when people nearby search for them, from Gulshan to Uttara. Covers location pages, local citations and consistent name, address and phone details.",
      image: { alt: "Illustration of a city map of Dhaka with location pins over shops and offices" },
    },
    "dm-google-business-profile": {
      title: "Google Business Profile Management",
      description:
        "Set-up, verification and weekly upkeep of your Google Business Profile: categories, services, photos, posts, questions and polite replies to reviews, so your listing looks active and trustworthy.",
      image: { alt: "Illustration of a business listing card with star ratings, opening hours and a map pin" },
    },
    "dm-ecommerce-seo": {
      title: "E-commerce SEO",
      description:
        "Category and product pages structured to rank for buying searches, with product schema, faceted navigation kept out of the index and out-of-stock pages handled without losing their rankings.",
      image: { alt: "Illustration of product cards in an online shop climbing a search results list" },
    },
    "dm-link-building": {
      title: "Link Building & Digital PR",
      description:
        "Links earned from relevant news sites, trade directories and industry blogs through useful content and genuine outreach. No bought link packages or private blog networks that put your site at risk.",
      image: { alt: "Illustration of news articles connected by chain links to a central website" },
    },
    "dm-keyword-research": {
      title: "Keyword Research & Content Strategy",
      description:
        "Research into what your buyers type into Google, grouped by intent and mapped to existing or new pages. You get a content plan that shows which page to write next and why it matters.",
      image: { alt: "Illustration of a search bar with keyword cards sorted into labelled groups" },
    },
    "dm-arabic-seo": {
      title: "Arabic & Bilingual SEO for the Gulf",
      description:
        "SEO for English and Arabic sites targeting the UAE and Saudi Arabia: correct hreflang, right-to-left page checks, Arabic keyword research and separate local listings for each emirate or city you serve.",
      image: { alt: "Illustration of an English and an Arabic web page side by side with a Gulf map behind" },
    },
    "dm-seo-migration": {
      title: "SEO for Website Migrations",
      description:
        "Moving to a new domain, platform or design? We map every old URL to its new home, set up redirects, check them after launch and watch Search Console so your existing traffic is not lost.",
      image: { alt: "Illustration of arrows guiding pages from an old website to a new one" },
    },
    "dm-monthly-seo": {
      title: "Monthly SEO Management",
      description:
        "An ongoing SEO plan with a fixed monthly scope: fixes, new content, links and a report each month showing rankings, organic traffic and the enquiries that came from search.",
      image: { alt: "Illustration of a monthly calendar beside a report with an upward traffic graph" },
    },
    "dm-facebook-instagram-ads": {
      title: "Facebook & Instagram Ads",
      description:
        "Meta ad campaigns built for sales and leads, not just reach: audience testing, lookalikes, catalogue ads and retargeting, with budgets moved weekly towards the ads that bring in orders.",
      image: { alt: "Illustration of a sponsored post in a social feed on a phone with a shop button" },
    },
    "dm-tiktok-ads": {
      title: "TikTok Ads",
      description:
        "In-feed and Spark Ads on TikTok for brands selling to younger audiences in Bangladesh and the Gulf, with short vertical creatives made for the platform rather than resized Facebook adverts.",
      image: { alt: "Illustration of a vertical video advert on a phone with music notes and a shop link" },
    },
    "dm-snapchat-ads": {
      title: "Snapchat Ads for Saudi Arabia & the UAE",
      description:
        "Snapchat reaches a large share of young people in Saudi Arabia and the UAE, so we plan Snap Ads, collection ads and story placements for Gulf brands, with Arabic creatives and Snap Pixel conversion tracking.",
      image: { alt: "Illustration of a full-screen story advert on a phone with a swipe-up arrow" },
    },
    "dm-linkedin-ads": {
      title: "LinkedIn Ads for B2B",
      description:
        "Sponsored content and lead-gen forms aimed at decision makers by job title, industry and company size. Suited to software firms, exporters, consultancies and recruiters selling to other businesses.",
      image: { alt: "Illustration of a professional profile card beside a sponsored business post" },
    },
    "dm-messaging-ads": {
      title: "Click-to-WhatsApp & Messenger Ads",
      description:
        "Ads that open a chat instead of a web page, which is how many customers in our markets prefer to buy. We set up quick replies and a simple follow-up routine so no conversation goes unanswered.",
      image: { alt: "Illustration of an advert button opening a chat window with message bubbles" },
    },
    "dm-social-media-management": {
      title: "Social Media Management",
      description:
        "We run your Facebook, Instagram and LinkedIn pages each month: planned posts, designed graphics, captions in English, Bangla or Arabic, and a monthly review of what your audience responded to.",
      image: { alt: "Illustration of a grid of scheduled social posts with a content calendar" },
    },
    "dm-content-calendar": {
      title: "Social Media Content Planning",
      description:
        "A month of posts planned ahead around your launches, offers, Ramadan, Eid, Pohela Boishakh and other dates that matter to your customers, approved by you before anything is published.",
      image: { alt: "Illustration of a wall calendar with post thumbnails pinned to festival dates" },
    },
    "dm-community-management": {
      title: "Community Management & Inbox Replies",
      description:
        "Comments, reviews and inbox messages answered promptly in your brand's voice during agreed hours, with sales leads passed to your team and complaints escalated before they grow.",
      image: { alt: "Illustration of speech bubbles and comment threads gathered around a brand page" },
    },
    "dm-influencer-marketing": {
      title: "Influencer Marketing",
      description:
        "We find creators whose followers match your customers, check their audience quality, agree the brief and usage rights, and track each creator's sales with their own codes and links.",
      image: { alt: "Illustration of a creator filming a product review with a ring light" },
    },
    "dm-tiktok-account-growth": {
      title: "TikTok Content & Account Growth",
      description:
        "Organic TikTok for your brand: trend-aware video ideas, scripts, filming guidance and editing, posted on a steady schedule and reviewed each month to repeat what worked and drop what did not.",
      image: { alt: "Illustration of a phone on a tripod recording a short video with a growth arrow" },
    },
    "dm-google-search-ads": {
      title: "Google Search Ads",
      description:
        "Search campaigns that show your business to people already looking for it, with tight keyword lists, negative keywords, ad extensions and call tracking, so you pay for intent rather than idle clicks.",
      image: { alt: "Illustration of a sponsored text advert at the top of a search results page" },
    },
    "dm-google-shopping-ads": {
      title: "Google Shopping & Performance Max",
      description:
        "Merchant Center feed set-up and clean-up, then Shopping and Performance Max campaigns split by margin and best sellers, so your ad spend follows the products that actually make money.",
      image: { alt: "Illustration of product tiles with prices in a shopping search carousel" },
    },
    "dm-youtube-ads": {
      title: "YouTube Ads",
      description:
        "Skippable, bumper and Shorts ads targeted by interest, search history and your own customer lists. We help shape the first five seconds, which decide whether anyone keeps watching.",
      image: { alt: "Illustration of a video player with a skip-ad button and a play icon" },
    },
    "dm-display-remarketing": {
      title: "Display & Remarketing Campaigns",
      description:
        "Banner ads across news sites and apps that bring back visitors who looked but did not buy, with frequency caps so people are reminded about you rather than followed around the internet.",
      image: { alt: "Illustration of banner adverts on several websites pointing back to one shop" },
    },
    "dm-microsoft-ads": {
      title: "Microsoft Advertising",
      description:
        "Bing search campaigns imported from Google Ads and adjusted for an older, often more office-based audience. Worth testing for B2B and UK-facing businesses with budget left after Google.",
      image: { alt: "Illustration of a desktop computer showing search results with a sponsored listing" },
    },
    "dm-ppc-audit": {
      title: "Pay-Per-Click Account Audit",
      description:
        "A review of your existing Google or Meta ad accounts: wasted search terms, broken tracking, overlapping audiences and bidding settings. You keep the written findings whether or not you hire us.",
      image: { alt: "Illustration of a checklist beside an ad account dashboard with coins leaking from a pipe" },
    },
    "dm-website-content-writing": {
      title: "Website Content Writing",
      description:
        "Clear copy for your home, service and about pages, written after an interview with you so it sounds like your business. Structured for skim-readers and for search engines at the same time.",
      image: { alt: "Illustration of a pen writing headings and paragraphs onto a web page" },
    },
    "dm-blog-writing": {
      title: "Blog & Article Writing",
      description:
        "Researched articles, guides and FAQs that answer your customers' real questions, each one built around a search topic, checked by a human editor and supplied ready to publish with images.",
      image: { alt: "Illustration of an open notebook and a laptop showing a blog article" },
    },
    "dm-ad-copywriting": {
      title: "Ad & Landing Page Copywriting",
      description:
        "Headlines, ad text and landing pages written to one offer and one action, in several versions so your campaigns can test them against each other and keep the one that converts best.",
      image: { alt: "Illustration of two versions of a headline compared side by side with a tick on one" },
    },
    "dm-product-descriptions": {
      title: "Product Description Writing",
      description:
        "Accurate, persuasive descriptions for shop and marketplace listings, covering sizes, materials and care, written in batches to a style guide so hundreds of products still read consistently.",
      image: { alt: "Illustration of a product photo with a neatly written description and size chart" },
    },
    "dm-content-localisation": {
      title: "Bangla & Arabic Content Localisation",
      description:
        "Your English content adapted, not just translated, into Bangla or Arabic by native writers, with local phrasing, currency, dates and cultural references checked before publication.",
      image: { alt: "Illustration of three speech bubbles in English, Bangla and Arabic scripts" },
    },
    "dm-email-campaigns": {
      title: "Email Marketing Campaigns",
      description:
        "Designed newsletters and promotional emails sent through Mailchimp, Brevo or Klaviyo, with list segmentation, spam checks and reports on opens, clicks and the sales each email produced.",
      image: { alt: "Illustration of an envelope opening to reveal a designed newsletter" },
    },
    "dm-email-automation": {
      title: "Email Automation & Customer Journeys",
      description:
        "Welcome series, abandoned-cart reminders, post-purchase follow-ups and win-back emails that run on their own once set up, triggered by what each customer does on your site.",
      image: { alt: "Illustration of a flowchart of emails triggered by cart and purchase events" },
    },
    "dm-sms-marketing": {
      title: "SMS Marketing",
      description:
        "Branded bulk SMS campaigns for offers, order updates and appointment reminders, sent through licensed local gateways with opt-out handling and send times chosen to avoid disturbing customers.",
      image: { alt: "Illustration of a phone receiving a promotional text message with a discount tag" },
    },
    "dm-whatsapp-marketing": {
      title: "WhatsApp Business Marketing",
      description:
        "WhatsApp Business API set-up with approved message templates, product catalogues, broadcast lists for opted-in customers and chat routing to the right member of your sales team.",
      image: { alt: "Illustration of a chat window showing a product catalogue and a broadcast message" },
    },
    "dm-ga4-tag-manager": {
      title: "Google Analytics 4 & Tag Manager Set-up",
      description:
        "GA4 and Google Tag Manager installed and configured with the events that matter to you: form submissions, calls, WhatsApp clicks and purchases, plus a cookie consent banner that works.",
      image: { alt: "Illustration of tags attached to buttons on a web page feeding an analytics chart" },
    },
    "dm-conversion-tracking": {
      title: "Conversion Tracking & Meta Conversions API",
      description:
        "Server-side tracking with the Meta Conversions API and Google enhanced conversions, so ad platforms still see your sales when browsers block cookies and their algorithms can optimise properly.",
      image: { alt: "Illustration of a purchase event travelling from a server to two ad platforms" },
    },
    "dm-conversion-rate-optimisation": {
      title: "Conversion Rate Optimisation",
      description:
        "We watch session recordings, read heatmaps and study your checkout or enquiry form, then run A/B tests on the changes most likely to turn more of your existing visitors into customers.",
      image: { alt: "Illustration of a heatmap over a checkout page with a funnel narrowing below it" },
    },
    "dm-marketing-dashboards": {
      title: "Marketing Reporting Dashboards",
      description:
        "One Looker Studio dashboard that pulls together Google Ads, Meta, GA4, Search Console and your sales sheet, so you can see cost per lead and return on ad spend without logging into five tools.",
      image: { alt: "Illustration of a dashboard combining bar charts, a pie chart and key figures" },
    },
    "dm-app-store-optimisation": {
      title: "App Store Optimisation",
      description:
        "App titles, subtitles, keywords, screenshots and preview videos improved for Google Play and the App Store, with listings localised for each market and review replies managed for you.",
      image: { alt: "Illustration of an app store listing with screenshots, star ratings and a download button" },
    },
    "dm-app-install-campaigns": {
      title: "App Install Campaigns",
      description:
        "Google App Campaigns, Meta and TikTok app ads set up with in-app event tracking, so you optimise for users who register, order or subscribe rather than for cheap downloads that never open the app.",
      image: { alt: "Illustration of download arrows flowing into a phone with an app icon" },
    },
    "dm-marketing-campaigns": {
      title: "Marketing Campaigns We Ran",
      description:
        "See the ad campaigns, social media programmes and launch plans we have run for retailers, clinics, cleaning companies and exporters, with the approach we took and what each client gained.",
      image: { alt: "Illustration of a campaign board with pinned adverts, notes and a results chart" },
    },
    "dm-seo-projects": {
      title: "SEO Projects",
      description:
        "Read how we have helped local businesses and online shops in Bangladesh and the Gulf get found in search, from technical clean-ups and site migrations to long-running content programmes.",
      image: { alt: "Illustration of a search results page with a highlighted listing rising to the top" },
    },
  },
} satisfies CategoryStrings<CardId<typeof digitalMarketingStructure>>;
