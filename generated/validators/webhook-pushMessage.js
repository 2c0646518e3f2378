// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
"use strict";
export const body = validate20;
const schema31 = {"$id":"body","$ref":"lobby.json#/$defs/PushPayload"};
const schema33 = {"type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"type":"string","enum":["deposit_credited","withdrawal_paid","withdrawal_failed","promotion","announcement"]},"params":{"type":"object","additionalProperties":false,"properties":{"amount":{"type":"number","minimum":0},"ref":{"type":"string","maxLength":64}}},"text":{"type":"object","additionalProperties":false,"required":["th"],"properties":{"th":{"$ref":"lobby.json#/$defs/PushText"},"en":{"$ref":"lobby.json#/$defs/PushText"},"cn":{"$ref":"lobby.json#/$defs/PushText"}}},"path":{"type":"string","maxLength":512}},"allOf":[{"if":{"type":"object","properties":{"type":{"type":"string","enum":["deposit_credited","withdrawal_paid","withdrawal_failed"]}}},"then":{"type":"object","required":["params"],"properties":{"params":{"type":"object","required":["amount"],"properties":{"amount":{"type":"number"}}}}}},{"if":{"type":"object","properties":{"type":{"type":"string","enum":["promotion","announcement"]}}},"then":{"type":"object","required":["text"],"properties":{"text":{"type":"object"}}}}]};
const schema34 = {"type":"object","additionalProperties":false,"required":["title","body"],"properties":{"title":{"type":"string","minLength":1,"maxLength":120},"body":{"type":"string","maxLength":400}}};

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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data0 === "deposit_credited") || (data0 === "withdrawal_paid")) || (data0 === "withdrawal_failed"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.params === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.amount === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/allOf/0/then/properties/params/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.amount !== undefined){
let data2 = data1.amount;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/params/amount",schemaPath:"#/allOf/0/then/properties/params/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/allOf/0/then/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.params = true;
props0.type = true;
}
}
if(!valid1){
const err8 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs14 = errors;
let valid5 = true;
const _errs15 = errors;
if(errors === _errs15){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 !== "string"){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data3 === "promotion") || (data3 === "announcement"))){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.text === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.text !== undefined){
let data4 = data.text;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err13 = {instancePath:instancePath+"/text",schemaPath:"#/allOf/1/then/properties/text/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath,schemaPath:"#/allOf/1/then/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid5 = _valid1;
if(valid5){
var props1 = {};
props1.text = true;
props1.type = true;
}
}
if(!valid5){
const err15 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "params")) || (key0 === "text")) || (key0 === "path"))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.type !== undefined){
let data5 = data.type;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((((data5 === "deposit_credited") || (data5 === "withdrawal_paid")) || (data5 === "withdrawal_failed")) || (data5 === "promotion")) || (data5 === "announcement"))){
const err19 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema33.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
if(!((key1 === "amount") || (key1 === "ref"))){
const err20 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.amount !== undefined){
let data7 = data6.amount;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/params/amount",schemaPath:"#/properties/params/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/params/amount",schemaPath:"#/properties/params/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.ref !== undefined){
let data8 = data6.ref;
if(typeof data8 === "string"){
if(data8.length > 64){
const err23 = {instancePath:instancePath+"/params/ref",schemaPath:"#/properties/params/properties/ref/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/params/ref",schemaPath:"#/properties/params/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.text !== undefined){
let data9 = data.text;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.th === undefined){
const err26 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/required",keyword:"required",params:{missingProperty: "th"},message:"must have required property '"+"th"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data9){
if(!(((key2 === "th") || (key2 === "en")) || (key2 === "cn"))){
const err27 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.th !== undefined){
let data10 = data9.th;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.title === undefined){
const err28 = {instancePath:instancePath+"/text/th",schemaPath:"lobby.json#/$defs/PushText/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.body === undefined){
const err29 = {instancePath:instancePath+"/text/th",schemaPath:"lobby.json#/$defs/PushText/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key3 in data10){
if(!((key3 === "title") || (key3 === "body"))){
const err30 = {instancePath:instancePath+"/text/th",schemaPath:"lobby.json#/$defs/PushText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.title !== undefined){
let data11 = data10.title;
if(typeof data11 === "string"){
if(data11.length > 120){
const err31 = {instancePath:instancePath+"/text/th/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11.length < 1){
const err32 = {instancePath:instancePath+"/text/th/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/text/th/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data10.body !== undefined){
let data12 = data10.body;
if(typeof data12 === "string"){
if(data12.length > 400){
const err34 = {instancePath:instancePath+"/text/th/body",schemaPath:"lobby.json#/$defs/PushText/properties/body/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/text/th/body",schemaPath:"lobby.json#/$defs/PushText/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/text/th",schemaPath:"lobby.json#/$defs/PushText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data9.en !== undefined){
let data13 = data9.en;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.title === undefined){
const err37 = {instancePath:instancePath+"/text/en",schemaPath:"lobby.json#/$defs/PushText/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data13.body === undefined){
const err38 = {instancePath:instancePath+"/text/en",schemaPath:"lobby.json#/$defs/PushText/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 in data13){
if(!((key4 === "title") || (key4 === "body"))){
const err39 = {instancePath:instancePath+"/text/en",schemaPath:"lobby.json#/$defs/PushText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data13.title !== undefined){
let data14 = data13.title;
if(typeof data14 === "string"){
if(data14.length > 120){
const err40 = {instancePath:instancePath+"/text/en/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.length < 1){
const err41 = {instancePath:instancePath+"/text/en/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/text/en/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data13.body !== undefined){
let data15 = data13.body;
if(typeof data15 === "string"){
if(data15.length > 400){
const err43 = {instancePath:instancePath+"/text/en/body",schemaPath:"lobby.json#/$defs/PushText/properties/body/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/text/en/body",schemaPath:"lobby.json#/$defs/PushText/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/text/en",schemaPath:"lobby.json#/$defs/PushText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data9.cn !== undefined){
let data16 = data9.cn;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.title === undefined){
const err46 = {instancePath:instancePath+"/text/cn",schemaPath:"lobby.json#/$defs/PushText/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data16.body === undefined){
const err47 = {instancePath:instancePath+"/text/cn",schemaPath:"lobby.json#/$defs/PushText/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key5 in data16){
if(!((key5 === "title") || (key5 === "body"))){
const err48 = {instancePath:instancePath+"/text/cn",schemaPath:"lobby.json#/$defs/PushText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data16.title !== undefined){
let data17 = data16.title;
if(typeof data17 === "string"){
if(data17.length > 120){
const err49 = {instancePath:instancePath+"/text/cn/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data17.length < 1){
const err50 = {instancePath:instancePath+"/text/cn/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/text/cn/title",schemaPath:"lobby.json#/$defs/PushText/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data16.body !== undefined){
let data18 = data16.body;
if(typeof data18 === "string"){
if(data18.length > 400){
const err52 = {instancePath:instancePath+"/text/cn/body",schemaPath:"lobby.json#/$defs/PushText/properties/body/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/text/cn/body",schemaPath:"lobby.json#/$defs/PushText/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/text/cn",schemaPath:"lobby.json#/$defs/PushText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.path !== undefined){
let data19 = data.path;
if(typeof data19 === "string"){
if(data19.length > 512){
const err56 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
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
const err57 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

