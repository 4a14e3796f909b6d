import { captureCampaignParameters } from '../stores/campaign.ts';

// A campaign visitor usually lands on a content page before the funnel: keep its parameters from the start.
captureCampaignParameters(window.location.search);
