// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
"use strict";
export const s200 = validate20;
const schema31 = {"$id":"answer-200","type":"object","required":["data"],"properties":{"data":{"$ref":"lobby.json#/$defs/Profile"}}};
const schema33 = {"type":"object","required":["phone","username","password","name","bank","account_number","to_bank","to_account_number","to_name","qr_code_name","payment_gateway_status","promotion_ids","promotions","current_promotion","pending_request","completed_requests","events","games","credit_checking"],"properties":{"phone":{"type":"string"},"username":{"type":["string","null"]},"password":{"type":"string"},"name":{"type":["string","null"]},"bank":{"type":["string","null"]},"account_number":{"type":["string","null"]},"to_bank":{"type":["string","null"]},"to_account_number":{"type":["string","null"]},"to_name":{"type":["string","null"]},"qr_code_name":{"type":["string","null"]},"payment_gateway_status":{"type":"boolean"},"promotion_ids":{"type":"object","propertyNames":{"pattern":"^\\d+$"},"additionalProperties":{"type":"string"}},"promotions":{"type":"array","items":{"$ref":"lobby.json#/$defs/Promotion"}},"current_promotion":{"oneOf":[{"$ref":"lobby.json#/$defs/CurrentPromotion"},{"type":"null"}]},"pending_request":{"oneOf":[{"$ref":"lobby.json#/$defs/PendingRequest"},{"type":"null"}]},"completed_requests":{"type":"array","items":{"$ref":"lobby.json#/$defs/CompletedRequest"}},"history":{"type":"array","items":{"$ref":"lobby.json#/$defs/HistoryItem"}},"events":{"type":"array","items":{"$ref":"lobby.json#/$defs/Event"}},"games":{"type":"array","items":{"$ref":"lobby.json#/$defs/GameCredit"}},"credit_checking":{"type":"integer"},"scopes":{"type":"array","items":{"type":"string"}},"referral_key":{"type":"string"}}};
const schema36 = {"type":"object","required":["name","turnover","turnover_needed","turnover_updated_at"],"properties":{"name":{"type":"string"},"turnover":{"type":"number"},"turnover_needed":{"type":"number"},"turnover_updated_at":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"}}};
const schema37 = {"type":"object","required":["id","type","amount","created_at"],"properties":{"id":{"type":"integer","maximum":9007199254740991},"type":{"type":"string","enum":["deposit","withdraw"]},"amount":{"type":"number"},"created_at":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},"ref":{"type":["string","null"]},"qr_code":{"type":["string","null"]}}};
const schema38 = {"type":"object","required":["id","type","status","amount"],"properties":{"id":{"type":"integer","maximum":9007199254740991},"type":{"type":"string","enum":["deposit","withdraw"]},"status":{"type":"string"},"amount":{"type":"number"},"deleted_cause":{"type":["string","null"]}}};
const schema39 = {"type":"object","required":["id","type","amount","bonus","status"],"properties":{"id":{"type":"integer","maximum":9007199254740991},"type":{"type":"string","pattern":"\\S","examples":["deposit","withdraw","refund"]},"amount":{"type":"number"},"bonus":{"type":"number"},"status":{"type":"string"},"deleted_cause":{"type":["string","null"]},"deleted_at":{"type":["string","null"],"pattern":"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},"created_at":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},"ref":{"type":["string","null"]}}};
const schema40 = {"type":"object","required":["id","name","bonus","activated"],"properties":{"id":{"type":"integer","maximum":9007199254740991},"name":{"type":"string"},"bonus":{"type":"number"},"activated":{"type":"boolean"}}};
const schema41 = {"type":"object","required":["credit"],"properties":{"credit":{"type":"number"}}};
const pattern4 = new RegExp("^\\d+$", "");
const pattern5 = new RegExp("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$", "");
const pattern7 = new RegExp("\\S", "");
const schema34 = {"allOf":[{"$ref":"lobby.json#/$defs/PromotionSummary"},{"type":"object","properties":{"bonus_max":{"type":"number"},"bonus_fixed":{"type":"number"},"bonus_percent":{"type":"number"},"deposit_max":{"type":"number"},"turnover":{"type":"number"},"turnover_max":{"type":"number"}}}]};
const schema35 = {"type":"object","required":["id","name","image_url"],"properties":{"id":{"type":"integer","maximum":9007199254740991},"name":{"type":"string"},"image_url":{"type":"string","format":"uri-reference"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.image_url === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "image_url"},message:"must have required property '"+"image_url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.image_url !== undefined){
if(!(typeof data.image_url === "string")){
const err6 = {instancePath:instancePath+"/image_url",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.bonus_max !== undefined){
let data3 = data.bonus_max;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/bonus_max",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.bonus_fixed !== undefined){
let data4 = data.bonus_fixed;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/bonus_fixed",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.bonus_percent !== undefined){
let data5 = data.bonus_percent;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/bonus_percent",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.deposit_max !== undefined){
let data6 = data.deposit_max;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err11 = {instancePath:instancePath+"/deposit_max",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.turnover !== undefined){
let data7 = data.turnover;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err12 = {instancePath:instancePath+"/turnover",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.turnover_max !== undefined){
let data8 = data.turnover_max;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err13 = {instancePath:instancePath+"/turnover_max",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"bonus_max":true,"bonus_fixed":true,"bonus_percent":true,"deposit_max":true,"turnover":true,"turnover_max":true,"id":true,"name":true,"image_url":true},"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phone === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.username === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.password === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name === undefined){
const err3 = {instancePath,keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.bank === undefined){
const err4 = {instancePath,keyword:"required",params:{missingProperty: "bank"},message:"must have required property '"+"bank"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.account_number === undefined){
const err5 = {instancePath,keyword:"required",params:{missingProperty: "account_number"},message:"must have required property '"+"account_number"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.to_bank === undefined){
const err6 = {instancePath,keyword:"required",params:{missingProperty: "to_bank"},message:"must have required property '"+"to_bank"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.to_account_number === undefined){
const err7 = {instancePath,keyword:"required",params:{missingProperty: "to_account_number"},message:"must have required property '"+"to_account_number"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.to_name === undefined){
const err8 = {instancePath,keyword:"required",params:{missingProperty: "to_name"},message:"must have required property '"+"to_name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.qr_code_name === undefined){
const err9 = {instancePath,keyword:"required",params:{missingProperty: "qr_code_name"},message:"must have required property '"+"qr_code_name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.payment_gateway_status === undefined){
const err10 = {instancePath,keyword:"required",params:{missingProperty: "payment_gateway_status"},message:"must have required property '"+"payment_gateway_status"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.promotion_ids === undefined){
const err11 = {instancePath,keyword:"required",params:{missingProperty: "promotion_ids"},message:"must have required property '"+"promotion_ids"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.promotions === undefined){
const err12 = {instancePath,keyword:"required",params:{missingProperty: "promotions"},message:"must have required property '"+"promotions"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.current_promotion === undefined){
const err13 = {instancePath,keyword:"required",params:{missingProperty: "current_promotion"},message:"must have required property '"+"current_promotion"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.pending_request === undefined){
const err14 = {instancePath,keyword:"required",params:{missingProperty: "pending_request"},message:"must have required property '"+"pending_request"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.completed_requests === undefined){
const err15 = {instancePath,keyword:"required",params:{missingProperty: "completed_requests"},message:"must have required property '"+"completed_requests"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.events === undefined){
const err16 = {instancePath,keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.games === undefined){
const err17 = {instancePath,keyword:"required",params:{missingProperty: "games"},message:"must have required property '"+"games"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.credit_checking === undefined){
const err18 = {instancePath,keyword:"required",params:{missingProperty: "credit_checking"},message:"must have required property '"+"credit_checking"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.phone !== undefined){
if(typeof data.phone !== "string"){
const err19 = {instancePath:instancePath+"/phone",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.username !== undefined){
let data1 = data.username;
if((typeof data1 !== "string") && (data1 !== null)){
const err20 = {instancePath:instancePath+"/username",keyword:"type",params:{type: schema33.properties.username.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.password !== undefined){
if(typeof data.password !== "string"){
const err21 = {instancePath:instancePath+"/password",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
if((typeof data3 !== "string") && (data3 !== null)){
const err22 = {instancePath:instancePath+"/name",keyword:"type",params:{type: schema33.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.bank !== undefined){
let data4 = data.bank;
if((typeof data4 !== "string") && (data4 !== null)){
const err23 = {instancePath:instancePath+"/bank",keyword:"type",params:{type: schema33.properties.bank.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.account_number !== undefined){
let data5 = data.account_number;
if((typeof data5 !== "string") && (data5 !== null)){
const err24 = {instancePath:instancePath+"/account_number",keyword:"type",params:{type: schema33.properties.account_number.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.to_bank !== undefined){
let data6 = data.to_bank;
if((typeof data6 !== "string") && (data6 !== null)){
const err25 = {instancePath:instancePath+"/to_bank",keyword:"type",params:{type: schema33.properties.to_bank.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.to_account_number !== undefined){
let data7 = data.to_account_number;
if((typeof data7 !== "string") && (data7 !== null)){
const err26 = {instancePath:instancePath+"/to_account_number",keyword:"type",params:{type: schema33.properties.to_account_number.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.to_name !== undefined){
let data8 = data.to_name;
if((typeof data8 !== "string") && (data8 !== null)){
const err27 = {instancePath:instancePath+"/to_name",keyword:"type",params:{type: schema33.properties.to_name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.qr_code_name !== undefined){
let data9 = data.qr_code_name;
if((typeof data9 !== "string") && (data9 !== null)){
const err28 = {instancePath:instancePath+"/qr_code_name",keyword:"type",params:{type: schema33.properties.qr_code_name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.payment_gateway_status !== undefined){
if(typeof data.payment_gateway_status !== "boolean"){
const err29 = {instancePath:instancePath+"/payment_gateway_status",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.promotion_ids !== undefined){
let data11 = data.promotion_ids;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key0 in data11){
const _errs25 = errors;
if(typeof key0 === "string"){
if(!pattern4.test(key0)){
const err30 = {instancePath:instancePath+"/promotion_ids",keyword:"pattern",params:{pattern: "^\\d+$"},message:"must match pattern \""+"^\\d+$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var valid1 = _errs25 === errors;
if(!valid1){
const err31 = {instancePath:instancePath+"/promotion_ids",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
for(const key1 in data11){
if(typeof data11[key1] !== "string"){
const err32 = {instancePath:instancePath+"/promotion_ids/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/promotion_ids",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.promotions !== undefined){
let data13 = data.promotions;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data13[i0], {instancePath:instancePath+"/promotions/" + i0,parentData:data13,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err34 = {instancePath:instancePath+"/promotions",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.current_promotion !== undefined){
let data15 = data.current_promotion;
const _errs33 = errors;
let valid5 = false;
let passing0 = null;
const _errs34 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err35 = {instancePath:instancePath+"/current_promotion",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.turnover === undefined){
const err36 = {instancePath:instancePath+"/current_promotion",keyword:"required",params:{missingProperty: "turnover"},message:"must have required property '"+"turnover"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data15.turnover_needed === undefined){
const err37 = {instancePath:instancePath+"/current_promotion",keyword:"required",params:{missingProperty: "turnover_needed"},message:"must have required property '"+"turnover_needed"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.turnover_updated_at === undefined){
const err38 = {instancePath:instancePath+"/current_promotion",keyword:"required",params:{missingProperty: "turnover_updated_at"},message:"must have required property '"+"turnover_updated_at"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err39 = {instancePath:instancePath+"/current_promotion/name",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.turnover !== undefined){
let data17 = data15.turnover;
if(!((typeof data17 == "number") && (isFinite(data17)))){
const err40 = {instancePath:instancePath+"/current_promotion/turnover",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data15.turnover_needed !== undefined){
let data18 = data15.turnover_needed;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err41 = {instancePath:instancePath+"/current_promotion/turnover_needed",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data15.turnover_updated_at !== undefined){
let data19 = data15.turnover_updated_at;
if(typeof data19 === "string"){
if(!pattern5.test(data19)){
const err42 = {instancePath:instancePath+"/current_promotion/turnover_updated_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/current_promotion/turnover_updated_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/current_promotion",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs34 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
var props0 = {};
props0.name = true;
props0.turnover = true;
props0.turnover_needed = true;
props0.turnover_updated_at = true;
}
const _errs45 = errors;
if(data15 !== null){
const err45 = {instancePath:instancePath+"/current_promotion",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs45 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err46 = {instancePath:instancePath+"/current_promotion",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data.pending_request !== undefined){
let data20 = data.pending_request;
const _errs48 = errors;
let valid8 = false;
let passing1 = null;
const _errs49 = errors;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.id === undefined){
const err47 = {instancePath:instancePath+"/pending_request",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data20.type === undefined){
const err48 = {instancePath:instancePath+"/pending_request",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data20.amount === undefined){
const err49 = {instancePath:instancePath+"/pending_request",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data20.created_at === undefined){
const err50 = {instancePath:instancePath+"/pending_request",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data20.id !== undefined){
let data21 = data20.id;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err51 = {instancePath:instancePath+"/pending_request/id",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 9007199254740991 || isNaN(data21)){
const err52 = {instancePath:instancePath+"/pending_request/id",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data20.type !== undefined){
let data22 = data20.type;
if(typeof data22 !== "string"){
const err53 = {instancePath:instancePath+"/pending_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!((data22 === "deposit") || (data22 === "withdraw"))){
const err54 = {instancePath:instancePath+"/pending_request/type",keyword:"enum",params:{allowedValues: schema37.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data20.amount !== undefined){
let data23 = data20.amount;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err55 = {instancePath:instancePath+"/pending_request/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data20.created_at !== undefined){
let data24 = data20.created_at;
if(typeof data24 === "string"){
if(!pattern5.test(data24)){
const err56 = {instancePath:instancePath+"/pending_request/created_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/pending_request/created_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data20.ref !== undefined){
let data25 = data20.ref;
if((typeof data25 !== "string") && (data25 !== null)){
const err58 = {instancePath:instancePath+"/pending_request/ref",keyword:"type",params:{type: schema37.properties.ref.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data20.qr_code !== undefined){
let data26 = data20.qr_code;
if((typeof data26 !== "string") && (data26 !== null)){
const err59 = {instancePath:instancePath+"/pending_request/qr_code",keyword:"type",params:{type: schema37.properties.qr_code.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/pending_request",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid1 = _errs49 === errors;
if(_valid1){
valid8 = true;
passing1 = 0;
var props1 = {};
props1.id = true;
props1.type = true;
props1.amount = true;
props1.created_at = true;
props1.ref = true;
props1.qr_code = true;
}
const _errs64 = errors;
if(data20 !== null){
const err61 = {instancePath:instancePath+"/pending_request",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid1 = _errs64 === errors;
if(_valid1 && valid8){
valid8 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid8 = true;
passing1 = 1;
}
}
if(!valid8){
const err62 = {instancePath:instancePath+"/pending_request",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
if(data.completed_requests !== undefined){
let data27 = data.completed_requests;
if(Array.isArray(data27)){
const len1 = data27.length;
for(let i1=0; i1<len1; i1++){
let data28 = data27[i1];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.id === undefined){
const err63 = {instancePath:instancePath+"/completed_requests/" + i1,keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data28.type === undefined){
const err64 = {instancePath:instancePath+"/completed_requests/" + i1,keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data28.status === undefined){
const err65 = {instancePath:instancePath+"/completed_requests/" + i1,keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data28.amount === undefined){
const err66 = {instancePath:instancePath+"/completed_requests/" + i1,keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data28.id !== undefined){
let data29 = data28.id;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err67 = {instancePath:instancePath+"/completed_requests/" + i1+"/id",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 9007199254740991 || isNaN(data29)){
const err68 = {instancePath:instancePath+"/completed_requests/" + i1+"/id",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data28.type !== undefined){
let data30 = data28.type;
if(typeof data30 !== "string"){
const err69 = {instancePath:instancePath+"/completed_requests/" + i1+"/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!((data30 === "deposit") || (data30 === "withdraw"))){
const err70 = {instancePath:instancePath+"/completed_requests/" + i1+"/type",keyword:"enum",params:{allowedValues: schema38.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data28.status !== undefined){
if(typeof data28.status !== "string"){
const err71 = {instancePath:instancePath+"/completed_requests/" + i1+"/status",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data28.amount !== undefined){
let data32 = data28.amount;
if(!((typeof data32 == "number") && (isFinite(data32)))){
const err72 = {instancePath:instancePath+"/completed_requests/" + i1+"/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data28.deleted_cause !== undefined){
let data33 = data28.deleted_cause;
if((typeof data33 !== "string") && (data33 !== null)){
const err73 = {instancePath:instancePath+"/completed_requests/" + i1+"/deleted_cause",keyword:"type",params:{type: schema38.properties.deleted_cause.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/completed_requests/" + i1,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/completed_requests",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.history !== undefined){
let data34 = data.history;
if(Array.isArray(data34)){
const len2 = data34.length;
for(let i2=0; i2<len2; i2++){
let data35 = data34[i2];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.id === undefined){
const err76 = {instancePath:instancePath+"/history/" + i2,keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data35.type === undefined){
const err77 = {instancePath:instancePath+"/history/" + i2,keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data35.amount === undefined){
const err78 = {instancePath:instancePath+"/history/" + i2,keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data35.bonus === undefined){
const err79 = {instancePath:instancePath+"/history/" + i2,keyword:"required",params:{missingProperty: "bonus"},message:"must have required property '"+"bonus"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data35.status === undefined){
const err80 = {instancePath:instancePath+"/history/" + i2,keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data35.id !== undefined){
let data36 = data35.id;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err81 = {instancePath:instancePath+"/history/" + i2+"/id",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 9007199254740991 || isNaN(data36)){
const err82 = {instancePath:instancePath+"/history/" + i2+"/id",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
if(data35.type !== undefined){
let data37 = data35.type;
if(typeof data37 === "string"){
if(!pattern7.test(data37)){
const err83 = {instancePath:instancePath+"/history/" + i2+"/type",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/history/" + i2+"/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data35.amount !== undefined){
let data38 = data35.amount;
if(!((typeof data38 == "number") && (isFinite(data38)))){
const err85 = {instancePath:instancePath+"/history/" + i2+"/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data35.bonus !== undefined){
let data39 = data35.bonus;
if(!((typeof data39 == "number") && (isFinite(data39)))){
const err86 = {instancePath:instancePath+"/history/" + i2+"/bonus",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data35.status !== undefined){
if(typeof data35.status !== "string"){
const err87 = {instancePath:instancePath+"/history/" + i2+"/status",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data35.deleted_cause !== undefined){
let data41 = data35.deleted_cause;
if((typeof data41 !== "string") && (data41 !== null)){
const err88 = {instancePath:instancePath+"/history/" + i2+"/deleted_cause",keyword:"type",params:{type: schema39.properties.deleted_cause.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data35.deleted_at !== undefined){
let data42 = data35.deleted_at;
if((typeof data42 !== "string") && (data42 !== null)){
const err89 = {instancePath:instancePath+"/history/" + i2+"/deleted_at",keyword:"type",params:{type: schema39.properties.deleted_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(typeof data42 === "string"){
if(!pattern5.test(data42)){
const err90 = {instancePath:instancePath+"/history/" + i2+"/deleted_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
if(data35.created_at !== undefined){
let data43 = data35.created_at;
if(typeof data43 === "string"){
if(!pattern5.test(data43)){
const err91 = {instancePath:instancePath+"/history/" + i2+"/created_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/history/" + i2+"/created_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data35.ref !== undefined){
let data44 = data35.ref;
if((typeof data44 !== "string") && (data44 !== null)){
const err93 = {instancePath:instancePath+"/history/" + i2+"/ref",keyword:"type",params:{type: schema39.properties.ref.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/history/" + i2,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/history",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.events !== undefined){
let data45 = data.events;
if(Array.isArray(data45)){
const len3 = data45.length;
for(let i3=0; i3<len3; i3++){
let data46 = data45[i3];
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.id === undefined){
const err96 = {instancePath:instancePath+"/events/" + i3,keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data46.name === undefined){
const err97 = {instancePath:instancePath+"/events/" + i3,keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data46.bonus === undefined){
const err98 = {instancePath:instancePath+"/events/" + i3,keyword:"required",params:{missingProperty: "bonus"},message:"must have required property '"+"bonus"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data46.activated === undefined){
const err99 = {instancePath:instancePath+"/events/" + i3,keyword:"required",params:{missingProperty: "activated"},message:"must have required property '"+"activated"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data46.id !== undefined){
let data47 = data46.id;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err100 = {instancePath:instancePath+"/events/" + i3+"/id",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 9007199254740991 || isNaN(data47)){
const err101 = {instancePath:instancePath+"/events/" + i3+"/id",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
if(data46.name !== undefined){
if(typeof data46.name !== "string"){
const err102 = {instancePath:instancePath+"/events/" + i3+"/name",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data46.bonus !== undefined){
let data49 = data46.bonus;
if(!((typeof data49 == "number") && (isFinite(data49)))){
const err103 = {instancePath:instancePath+"/events/" + i3+"/bonus",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data46.activated !== undefined){
if(typeof data46.activated !== "boolean"){
const err104 = {instancePath:instancePath+"/events/" + i3+"/activated",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/events/" + i3,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/events",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.games !== undefined){
let data51 = data.games;
if(Array.isArray(data51)){
const len4 = data51.length;
for(let i4=0; i4<len4; i4++){
let data52 = data51[i4];
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.credit === undefined){
const err107 = {instancePath:instancePath+"/games/" + i4,keyword:"required",params:{missingProperty: "credit"},message:"must have required property '"+"credit"+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data52.credit !== undefined){
let data53 = data52.credit;
if(!((typeof data53 == "number") && (isFinite(data53)))){
const err108 = {instancePath:instancePath+"/games/" + i4+"/credit",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/games/" + i4,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/games",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data.credit_checking !== undefined){
let data54 = data.credit_checking;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err111 = {instancePath:instancePath+"/credit_checking",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data.scopes !== undefined){
let data55 = data.scopes;
if(Array.isArray(data55)){
const len5 = data55.length;
for(let i5=0; i5<len5; i5++){
if(typeof data55[i5] !== "string"){
const err112 = {instancePath:instancePath+"/scopes/" + i5,keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/scopes",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.referral_key !== undefined){
if(typeof data.referral_key !== "string"){
const err114 = {instancePath:instancePath+"/referral_key",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"phone":true,"username":true,"password":true,"name":true,"bank":true,"account_number":true,"to_bank":true,"to_account_number":true,"to_name":true,"qr_code_name":true,"payment_gateway_status":true,"promotion_ids":true,"promotions":true,"current_promotion":true,"pending_request":true,"completed_requests":true,"history":true,"events":true,"games":true,"credit_checking":true,"scopes":true,"referral_key":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-200" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data !== undefined){
if(!(validate22(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"data":true},"dynamicProps":false,"dynamicItems":false};

export const s401 = validate26;
const schema42 = {"$id":"answer-401","$ref":"lobby.json#/$defs/Unauthenticated"};
const schema43 = {"type":"object","required":["message"],"properties":{"message":{"type":"string","enum":["Unauthenticated."]}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-401" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message !== undefined){
let data0 = data.message;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/message",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "Unauthenticated.")){
const err2 = {instancePath:instancePath+"/message",keyword:"enum",params:{allowedValues: schema43.properties.message.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"message":true},"dynamicProps":false,"dynamicItems":false};

export const s5XX = validate27;
const schema44 = {"$id":"answer-5XX","$ref":"lobby.json#/$defs/ErrorBody"};
const schema45 = {"type":"object","properties":{"message":{"type":"string"},"error":{"type":"string"},"errors":{"type":"object","additionalProperties":{"oneOf":[{"type":"array","items":{"type":"string"}},{"type":"string"}]}}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-5XX" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err0 = {instancePath:instancePath+"/message",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.errors !== undefined){
let data2 = data.errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
let data3 = data2[key0];
const _errs10 = errors;
let valid3 = false;
let passing0 = null;
const _errs11 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err2 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs15 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err5 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/errors",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"message":true,"error":true,"errors":true},"dynamicProps":false,"dynamicItems":false};

export const declared = ["200","401","5XX"];
